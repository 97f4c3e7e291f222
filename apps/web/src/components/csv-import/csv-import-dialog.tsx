import { csvTexts } from '@shutterdesk/core';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { DialogContent, DialogFooter } from '../ui/dialog';
import { CheckResult } from './check-result';
import { FileStep } from './file-step';
import { commitCount, showsEncoding, type ImportStage } from './import-flow';
import { ColumnMapping, DateFormatField } from './mapping-step';
import { Preview } from './preview-step';
import { useImportFlow, type CsvImportTarget } from './use-import-flow';

/**
 * Import from CSV: a file picked or dropped is read in a worker, its columns are mapped by their names (and can be
 * changed), the first rows previewed; "Check rows" asks the server to check every row and find the duplicates, and
 * the import is saved only once nothing is wrong, all rows at once.
 */
export default function CsvImportDialog({ target, onDone }: { target: CsvImportTarget; onDone: () => void }) {
  const controls = useImportFlow(target, onDone);
  const { flow } = controls;
  return (
    <DialogContent
      title={csvTexts.dialogTitle(target.noun)}
      description={csvTexts.dialogDescription}
      className="sm:max-w-3xl"
    >
      {flow.stage.kind !== 'map' ? (
        <FileStep
          reading={flow.stage.kind === 'reading'}
          problem={flow.stage.kind === 'pick' ? flow.stage.problem : null}
          encoding={flow.encoding}
          showEncoding={showsEncoding(flow)}
          onEncoding={controls.chooseEncoding}
          onFile={controls.chooseFile}
        />
      ) : (
        <MapStage target={target} controls={controls} stage={flow.stage} />
      )}
    </DialogContent>
  );
}

/** The file read: its mapping, date format and preview, then the check's result and the import. */
function MapStage({
  target,
  controls: { flow, dispatch, check, commit },
  stage: { file, fileName },
}: {
  target: CsvImportTarget;
  controls: ReturnType<typeof useImportFlow>;
  stage: Extract<ImportStage, { kind: 'map' }>;
}) {
  const toCommit = commitCount(flow);
  return (
    <>
      <p className="text-sm wrap-anywhere">
        <span className="font-medium">{fileName}</span>
      </p>
      <ColumnMapping
        headers={file.headers}
        columns={target.columns}
        mapping={flow.mapping}
        onChange={(index, id) => dispatch({ type: 'mapColumn', index, id })}
      />
      <DateFormatField
        value={flow.dateFormat}
        onChange={(dateFormat) => dispatch({ type: 'chooseDateFormat', dateFormat })}
      />
      <Preview file={file} columns={target.columns} mapping={flow.mapping} />
      {flow.checked && (
        <CheckResult
          result={flow.checked}
          updateLines={flow.updateLines}
          onMark={(line, update) => dispatch({ type: 'markDuplicate', line, update })}
          onMarkAll={(update) => dispatch({ type: 'markAllDuplicates', update })}
        />
      )}
      {flow.failure && <Alert tone="danger">{flow.failure}</Alert>}
      <DialogFooter>
        <Button variant="secondary" onClick={() => dispatch({ type: 'chooseAnother' })}>
          {csvTexts.chooseAnother}
        </Button>
        {toCommit !== null ? (
          <Button loading={flow.busy === 'importing'} onClick={commit}>
            {flow.busy === 'importing' ? csvTexts.importing : csvTexts.commit(toCommit, target.noun)}
          </Button>
        ) : (
          <Button loading={flow.busy === 'checking'} disabled={flow.checked !== null} onClick={check}>
            {flow.busy === 'checking' ? csvTexts.checking : csvTexts.check}
          </Button>
        )}
      </DialogFooter>
    </>
  );
}
