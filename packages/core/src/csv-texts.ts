/**
 * The texts of the Import and Export actions and of the import dialog. Apart from the column rules
 * (csv-import.ts), so that the list screens, which show the actions, do not load those rules.
 */
import { importMaxColumns, importMaxRows } from './limits';
import { withThousandsSeparators } from './thousands';

export const csvTexts = {
  import: 'Import',
  export: 'Export',
  exportHint: (noun: string) => `Download the ${noun} shown, with the filters in force, as a CSV file`,
  dialogTitle: (noun: string) => `Import ${noun} from CSV`,
  dialogDescription:
    'Choose a CSV file (UTF-8, the first row naming the columns). Nothing is saved until you confirm the import.',
  dropZone: 'Drop a CSV file here, or',
  chooseFile: 'Choose file',
  reading: 'Reading the file…',
  encodingLabel: 'File encoding',
  encodings: { 'utf-8': 'UTF-8', 'windows-1252': 'Latin-1 (Windows-1252)' },
  dateFormatLabel: 'Dates in the file are written',
  mappingTitle: 'Columns',
  mappingHint: 'Each column of the file and the field it fills. Change any that is wrong.',
  skipColumn: 'Do not import',
  mapColumn: (header: string) => `Field for column ${header}`,
  previewTitle: (shown: number, total: number) => `Preview: the first ${shown} of ${total} rows`,
  check: 'Check rows',
  checking: 'Checking…',
  chooseAnother: 'Choose another file',
  summary: (result: { rows: number; created: number; duplicates: number; errors: number }) =>
    `${result.rows} rows: ${result.created} new, ${result.duplicates} duplicates, ${result.errors} errors.`,
  errorsTitle: 'Rows with errors',
  errorsHint: 'Nothing can be imported while a row has an error. Fix the file and choose it again.',
  moreErrors: (count: number) => `…and ${count} more.`,
  duplicatesTitle: 'Already in your list',
  duplicatesHint: 'These rows match a record you have (same e-mail, or same name and date).',
  skip: 'Skip',
  update: 'Update',
  skipAll: 'Skip all',
  updateAll: 'Update all',
  commit: (count: number, noun: string) => `Import ${count} ${noun}`,
  importing: 'Importing…',
  imported: (result: { created: number; updated: number; skipped: number }) =>
    `Import done: ${result.created} added, ${result.updated} updated, ${result.skipped} skipped.`,
  importFailed: 'The import failed; nothing was saved.',
  line: 'Line',
  field: 'Field',
  problem: 'Problem',
  fileErrors: {
    tooLarge: (maxMb: number) => `This file is larger than ${maxMb} MB. Split it into smaller files.`,
    empty: 'This file is empty.',
    binary: 'This is not a CSV file: it holds binary data. Save it from your spreadsheet as "CSV UTF-8".',
    notUtf8:
      'This file is not UTF-8 text. If it was saved as Latin-1 (Windows-1252), choose that encoding; otherwise save ' +
      'it again as "CSV UTF-8".',
    headerOnly: 'This file has a header row but no rows to import.',
    unclosedQuote: (line: number) => `Line ${line}: a quoted cell is never closed. Fix the quotes and try again.`,
    tooManyColumns: (count: number) =>
      `This file has ${count} columns; a client or lead list has at most ${importMaxColumns}.`,
    tooManyRows: `This file has more than ${withThousandsSeparators(importMaxRows)} rows. Split it into smaller files.`,
    unreadable: 'This file could not be read.',
  },
} as const;
