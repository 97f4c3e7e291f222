import { csvTexts } from '@shutterdesk/core';
import { FileUp } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { cn } from '@/lib/cn';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Select } from '../ui/select';
import { csvEncodings, type CsvEncoding } from './read-csv';

/** The import's first step: a file dropped or chosen, what was wrong with the last one, and its encoding. */
export function FileStep({
  reading,
  problem,
  encoding,
  showEncoding,
  onEncoding,
  onFile,
}: {
  reading: boolean;
  problem: string | null;
  encoding: CsvEncoding;
  showEncoding: boolean;
  onEncoding: (encoding: CsvEncoding) => void;
  onFile: (file: File) => void;
}) {
  return (
    <div className="grid gap-3">
      <DropZone reading={reading} onFile={onFile} />
      {problem && <Alert tone="danger">{problem}</Alert>}
      {showEncoding && (
        <label className="grid gap-1.5 text-sm font-medium sm:max-w-xs">
          {csvTexts.encodingLabel}
          <Select value={encoding} onChange={(event) => onEncoding(event.target.value as CsvEncoding)}>
            {csvEncodings.map((option) => (
              <option key={option} value={option}>
                {csvTexts.encodings[option]}
              </option>
            ))}
          </Select>
        </label>
      )}
    </div>
  );
}

function DropZone({ reading, onFile }: { reading: boolean; onFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      className={cn(
        'grid justify-items-center gap-2 rounded-xl border-2 border-dashed border-border px-4 py-8 text-center text-sm',
        dragging && 'border-accent bg-muted',
      )}
    >
      <FileUp className="size-6 text-muted-foreground" aria-hidden="true" />
      <p>{reading ? csvTexts.reading : csvTexts.dropZone}</p>
      <label htmlFor={inputId} className="sr-only">
        {csvTexts.chooseFile}
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) onFile(chosen);
        }}
      />
      <Button variant="secondary" loading={reading} onClick={() => input.current?.click()}>
        {csvTexts.chooseFile}
      </Button>
    </div>
  );
}
