import { defaultClientHeaders, type ClientHeaders } from '@shutterdesk/core';
import { describe, expect, it } from 'vitest';
import {
  cellKindOf,
  checklistColumns,
  checklistPatch,
  moveColumn,
  sessionInfoColumns,
  setColumnShown,
  visibleChecklistColumns,
} from './columns';

const ids = (headers: readonly { id: string }[]) => headers.map((header) => header.id);

describe('visible checklist columns', () => {
  it('shows the default columns of a checklist in the default order', () => {
    const columns = checklistColumns(defaultClientHeaders(), 'preSession');
    expect(ids(columns)).toEqual(ids(defaultClientHeaders().preSession));
    expect(columns[0]).toEqual({ group: 'preSession', id: 'contractSigned', label: 'Contract Signed', kind: 'check' });
  });

  it("follows the profile's order and leaves out hidden and unknown columns", () => {
    const headers: ClientHeaders = {
      ...defaultClientHeaders(),
      postSession: [
        { id: 'edited', label: 'Edited' },
        { id: 'bogus', label: 'Bogus' },
        { id: 'galleryDue', label: 'Gallery Due Date' },
      ],
    };
    expect(ids(checklistColumns(headers, 'postSession'))).toEqual(['edited', 'galleryDue']);
  });

  it('shows one checklist per tab, and both with the pre-session columns first', () => {
    const headers = defaultClientHeaders();
    expect(visibleChecklistColumns(headers, 'postSession').every((column) => column.group === 'postSession')).toBe(
      true,
    );
    const both = visibleChecklistColumns(headers, 'both');
    expect(both).toHaveLength(headers.preSession.length + headers.postSession.length);
    expect(both[0]?.group).toBe('preSession');
    expect(both.at(-1)?.group).toBe('postSession');
  });

  it('edits each field with the right kind of cell', () => {
    expect(cellKindOf('preSession', 'invoicePaid')).toBe('check');
    expect(cellKindOf('preSession', 'makeup')).toBe('status');
    expect(cellKindOf('postSession', 'orderingAppointment')).toBe('status');
    expect(cellKindOf('postSession', 'galleryDue')).toBe('date');
    expect(cellKindOf('postSession', 'orderNotes')).toBe('notes');
  });

  it('keeps the client name first among the session columns, with the profile labels', () => {
    const headers: ClientHeaders = {
      ...defaultClientHeaders(),
      sessionInfo: [...defaultClientHeaders().sessionInfo].reverse(),
    };
    expect(ids(sessionInfoColumns(headers))).toEqual(['name', 'sessionType', 'sessionPackage', 'sessionDate']);
  });

  it('builds the change of one cell in its checklist', () => {
    const [culled] = checklistColumns(defaultClientHeaders(), 'postSession').filter((column) => column.id === 'culled');
    expect(checklistPatch(culled!, true)).toEqual({ postSession: { culled: true } });
  });
});

describe('showing, hiding and moving columns', () => {
  it('hides a column by leaving it out, and changes nothing when it is already hidden', () => {
    const hidden = setColumnShown(defaultClientHeaders(), 'postSession', 'culled', false);
    expect(ids(hidden.postSession)).not.toContain('culled');
    expect(hidden.preSession).toEqual(defaultClientHeaders().preSession);
    expect(setColumnShown(hidden, 'postSession', 'culled', false)).toBe(hidden);
  });

  it('puts a column shown again after the column it follows by default, keeping the user order', () => {
    let headers = setColumnShown(defaultClientHeaders(), 'preSession', 'invoicePaid', false);
    headers = moveColumn(headers, 'preSession', 'contractSigned', 'prepEmail');
    expect(ids(headers.preSession).slice(0, 2)).toEqual(['prepEmail', 'contractSigned']);
    headers = setColumnShown(headers, 'preSession', 'invoicePaid', true);
    expect(ids(headers.preSession).slice(0, 3)).toEqual(['prepEmail', 'contractSigned', 'invoicePaid']);
  });

  it('puts a column first when none of its default predecessors is shown', () => {
    const headers = { ...defaultClientHeaders(), preSession: [{ id: 'makeup', label: 'Hair & Makeup' }] };
    expect(ids(setColumnShown(headers, 'preSession', 'contractSigned', true).preSession)).toEqual([
      'contractSigned',
      'makeup',
    ]);
  });

  it('moves a column onto the place of another, either way', () => {
    const headers = defaultClientHeaders();
    expect(ids(moveColumn(headers, 'postSession', 'galleryDue', 'edited').postSession).slice(0, 3)).toEqual([
      'culled',
      'edited',
      'galleryDue',
    ]);
    expect(ids(moveColumn(headers, 'postSession', 'edited', 'galleryDue').postSession).slice(0, 3)).toEqual([
      'edited',
      'galleryDue',
      'culled',
    ]);
    expect(moveColumn(headers, 'postSession', 'edited', 'contractSigned')).toBe(headers);
  });
});
