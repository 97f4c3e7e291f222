import {
  bugReportQuestions,
  bugReportTexts,
  screenshotMaxBytes,
  screenshotTypeOf,
  type BugReportScreenshot,
} from '@shutterdesk/core';
import { X } from 'lucide-react';
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { Button } from '@/components/ui/button';

/** The file's bytes as base64, through the browser's own encoder (a data: URL). */
function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).slice(String(reader.result).indexOf(',') + 1));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

interface ScreenshotPickerProps {
  screenshot: BugReportScreenshot | undefined;
  error: string | undefined;
  /** What the form focuses when a refused file stops the send. */
  ref: Ref<{ focus: () => void }>;
  /** Whether the last file picked was refused: it can then be removed, to send without a screenshot. */
  refused: boolean;
  onChange: (screenshot: BugReportScreenshot | undefined) => void;
  /** A picked file that is no image or too large; the server checks the same again. */
  onRefused: (message: string) => void;
}

/** The optional screenshot: checked here as the server will (size, and the type read from the bytes), previewed. */
export function ScreenshotPicker({ screenshot, error, ref, refused, onChange, onRefused }: ScreenshotPickerProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => ({ focus: () => input.current?.focus() }), []);
  const [preview, setPreview] = useState<string>();

  // Cleared from outside (the form was sent and reset): the input and the preview go too.
  useEffect(() => {
    if (screenshot || !input.current) return;
    input.current.value = '';
    setPreview(undefined);
  }, [screenshot]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  async function pick(file: File | undefined) {
    onChange(undefined);
    setPreview(undefined);
    if (!file) return;
    const refuse = (message: string) => {
      if (input.current) input.current.value = '';
      onRefused(message);
    };
    if (file.size > screenshotMaxBytes) return refuse(bugReportTexts.screenshotTooLarge);
    const type = screenshotTypeOf(new Uint8Array(await file.arrayBuffer()));
    if (!type) return refuse(bugReportTexts.screenshotNotImage);
    onChange({ fileName: file.name, dataBase64: await base64Of(file) });
    setPreview(URL.createObjectURL(new Blob([file], { type })));
  }

  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {bugReportQuestions.screenshot}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(event) => void pick(event.target.files?.[0])}
        className="w-full min-w-0 text-sm text-muted-foreground file:mr-3 file:h-10 file:cursor-pointer file:rounded-lg file:border file:border-input file:bg-card file:px-3 file:text-sm file:font-medium file:text-foreground hover:file:bg-muted"
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        A PNG, JPEG, GIF or WebP image of at most {screenshotMaxBytes / 1024 / 1024} MB.
      </p>
      {error && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <p id={`${id}-error`} className="text-sm text-danger">
            {error}
          </p>
          {refused && (
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange(undefined)}>
              {bugReportTexts.removeRefusedScreenshot}
            </Button>
          )}
        </div>
      )}
      {screenshot && preview && (
        <figure className="mt-2 flex items-start gap-3 rounded-lg border border-border p-2">
          <img src={preview} alt="The chosen screenshot" className="size-20 shrink-0 rounded-md object-cover" />
          <figcaption className="min-w-0 flex-1 self-center text-sm wrap-anywhere">{screenshot.fileName}</figcaption>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label="Remove screenshot"
            onClick={() => {
              if (input.current) input.current.value = '';
              onChange(undefined);
              setPreview(undefined);
            }}
          >
            <X className="size-4" aria-hidden="true" />
          </Button>
        </figure>
      )}
    </div>
  );
}
