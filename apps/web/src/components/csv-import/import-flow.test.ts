import { leadCsvColumns, type ImportResult } from '@shutterdesk/core';
import { describe, expect, it } from 'vitest';
import {
  commitCount,
  guessDateFormat,
  importFlowReducer,
  requestOptions,
  showsEncoding,
  startImportFlow,
  type ImportAction,
  type ImportFlow,
} from './import-flow';
import type { CsvFileSummary } from './read-csv-file';

const play = (...actions: ImportAction[]): ImportFlow => actions.reduce(importFlowReducer, startImportFlow());

const chosen = new File(['Name,Inquiry Date,Notes\n'], 'leads.csv', { type: 'text/csv' });
const summary = (firstRows: string[][]): CsvFileSummary => ({
  headers: ['Name', 'Inquiry Date', 'Comments', 'Shoe size'],
  firstRows,
  rowCount: firstRows.length,
});
const read = (firstRows: string[][] = [['Ada', '2026-03-01', 'hi', '38']]): ImportAction[] => [
  { type: 'readStarted', file: chosen },
  { type: 'readDone', file: summary(firstRows), fileName: 'leads.csv', columns: leadCsvColumns },
];
const result = (changes: Partial<ImportResult>): ImportResult => ({
  dryRun: true,
  rows: 3,
  errors: [],
  duplicates: [],
  created: 3,
  updated: 0,
  skipped: 0,
  ...changes,
});
const twoDuplicates = result({
  created: 1,
  duplicates: [
    { line: 3, id: 'l1', name: 'Ada' },
    { line: 4, id: 'l2', name: 'Bea' },
  ],
  checkToken: 'token',
});

describe('the CSV import flow', () => {
  it('starts at the file picker in UTF-8, with nothing read or checked', () => {
    const flow = startImportFlow();
    expect(flow).toMatchObject({ stage: { kind: 'pick', problem: null }, encoding: 'utf-8', file: null });
    expect(showsEncoding(flow)).toBe(false);
    expect(commitCount(flow)).toBeNull();
  });

  it('reads a chosen file, then maps its columns by name and moves on to the mapping', () => {
    const reading = play(read()[0]!);
    expect(reading).toMatchObject({ stage: { kind: 'reading' }, file: chosen });

    const mapped = play(...read());
    expect(mapped.stage).toMatchObject({ kind: 'map', fileName: 'leads.csv' });
    expect(mapped.mapping).toEqual(['name', 'inquiryDate', 'notes', null]);
    expect(mapped.dateFormat).toBe('iso');
  });

  it('goes back to the picker with the problem when a file cannot be read, offering the encodings if it was one', () => {
    const failed = play(read()[0]!, { type: 'readFailed', problem: 'Not a CSV file', encodingProblem: false });
    expect(failed.stage).toEqual({ kind: 'pick', problem: 'Not a CSV file', encodingProblem: false });
    expect(showsEncoding(failed)).toBe(false);

    const garbled = play(read()[0]!, { type: 'readFailed', problem: 'Unreadable text', encodingProblem: true });
    expect(showsEncoding(garbled)).toBe(true);
  });

  it('keeps the encoding chosen, and its choice in view, for the next file', () => {
    const flow = play({ type: 'chooseEncoding', encoding: 'windows-1252' });
    expect(flow.encoding).toBe('windows-1252');
    expect(showsEncoding(flow)).toBe(true);
    expect(showsEncoding(play(...read(), { type: 'chooseEncoding', encoding: 'windows-1252' }))).toBe(false);
  });

  it('guesses the date format from a date only one format can read', () => {
    expect(play(...read([['Ada', '25/12/2026', '', '']])).dateFormat).toBe('eu');
    expect(play(...read([['Ada', '12/25/2026', '', '']])).dateFormat).toBe('us');
    expect(play(...read([['Ada', '01/02/2026', '', '']])).dateFormat).toBe('iso');
    // Only date columns count: the notes' '25/12/2026' says nothing.
    expect(
      guessDateFormat(summary([['Ada', '', '25/12/2026', '']]), ['name', 'inquiryDate', 'notes', null], leadCsvColumns),
    ).toBe('iso');
  });

  it('a new file starts a new check: the last check and failure are gone', () => {
    const flow = play(
      ...read(),
      { type: 'checkDone', result: twoDuplicates },
      { type: 'runFailed', failure: 'Down' },
      ...read(),
    );
    expect(flow).toMatchObject({ checked: null, failure: null });
  });

  it('gives a field to one column: mapping it elsewhere takes it from the column that had it, and asks for a new check', () => {
    const flow = play(
      ...read(),
      { type: 'checkDone', result: twoDuplicates },
      { type: 'mapColumn', index: 2, id: 'name' },
    );
    expect(flow.mapping).toEqual([null, 'inquiryDate', 'name', null]);
    expect(flow.checked).toBeNull();

    const skipped = play(...read(), { type: 'mapColumn', index: 1, id: null });
    expect(skipped.mapping).toEqual(['name', null, 'notes', null]);
  });

  it('asks for a new check when the date format changes', () => {
    const flow = play(
      ...read(),
      { type: 'checkDone', result: twoDuplicates },
      { type: 'chooseDateFormat', dateFormat: 'us' },
    );
    expect(flow).toMatchObject({ dateFormat: 'us', checked: null });
  });

  it('goes back to the picker for another file, keeping the encoding', () => {
    const flow = play({ type: 'chooseEncoding', encoding: 'windows-1252' }, ...read(), { type: 'chooseAnother' });
    expect(flow.stage).toEqual({ kind: 'pick', problem: null, encodingProblem: false });
    expect(flow.encoding).toBe('windows-1252');
  });

  it('checks: busy while the server works, then its answer, and nothing to commit while a row is wrong', () => {
    const checking = play(...read(), { type: 'runFailed', failure: 'Down' }, { type: 'runStarted', dryRun: true });
    expect(checking).toMatchObject({ busy: 'checking', failure: null });

    const checked = play(...read(), { type: 'runStarted', dryRun: true }, { type: 'checkDone', result: twoDuplicates });
    expect(checked.checked).toBe(twoDuplicates);
    expect(play(...read(), { type: 'checkDone', result: twoDuplicates }, { type: 'runSettled' }).busy).toBeNull();

    const wrong = result({ errors: [{ line: 2, field: 'Name', message: 'Required' }] });
    expect(commitCount(play(...read(), { type: 'checkDone', result: wrong }))).toBeNull();
  });

  it('shows what failed, and is no longer busy', () => {
    const flow = play(
      ...read(),
      { type: 'runStarted', dryRun: false },
      { type: 'runFailed', failure: 'Down' },
      { type: 'runSettled' },
    );
    expect(flow).toMatchObject({ busy: null, failure: 'Down' });
    expect(play(...read(), { type: 'runStarted', dryRun: false }).busy).toBe('importing');
  });

  it('skips duplicates unless marked for update, one by one or all at once, and counts them in the commit', () => {
    const checked: ImportAction[] = [...read(), { type: 'checkDone', result: twoDuplicates }];
    expect(commitCount(play(...checked))).toBe(1);

    const one = play(...checked, { type: 'markDuplicate', line: 4, update: true });
    expect([...one.updateLines]).toEqual([4]);
    expect(commitCount(one)).toBe(2);
    expect([...importFlowReducer(one, { type: 'markDuplicate', line: 4, update: false }).updateLines]).toEqual([]);

    const all = play(...checked, { type: 'markAllDuplicates', update: true });
    expect([...all.updateLines]).toEqual([3, 4]);
    expect(commitCount(all)).toBe(3);
    expect(importFlowReducer(all, { type: 'markAllDuplicates', update: false }).updateLines.size).toBe(0);
  });

  it('forgets the duplicates chosen for update when another file is read: its lines are other rows', () => {
    const marked = play(
      ...read(),
      { type: 'checkDone', result: twoDuplicates },
      { type: 'markAllDuplicates', update: true },
      { type: 'chooseAnother' },
      ...read([['Cleo', '2026-04-01', '', '']]),
    );
    expect(marked.updateLines.size).toBe(0);
    expect(requestOptions(marked, false).updateLines).toEqual([]);
  });

  it('keeps a line chosen for update only while a new check still finds it a duplicate', () => {
    const marked = play(
      ...read(),
      { type: 'checkDone', result: twoDuplicates },
      { type: 'markAllDuplicates', update: true },
      { type: 'chooseDateFormat', dateFormat: 'eu' },
      { type: 'checkDone', result: result({ created: 2, duplicates: [{ line: 4, id: 'l2', name: 'Bea' }] }) },
    );
    expect([...marked.updateLines]).toEqual([4]);
    expect(commitCount(marked)).toBe(3);
  });

  it('states the request the worker writes: the mapping, the date format and the duplicates to update', () => {
    const flow = play(
      ...read(),
      { type: 'checkDone', result: twoDuplicates },
      { type: 'markDuplicate', line: 3, update: true },
    );
    expect(requestOptions(flow, true)).toEqual({
      mapping: ['name', 'inquiryDate', 'notes', null],
      dateFormat: 'iso',
      dryRun: true,
      updateLines: [3],
    });
  });
});
