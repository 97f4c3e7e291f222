import type { Client } from '@shutterdesk/core';
import { describe, expect, it } from 'vitest';
import { clientQuestionText, shownClientsText } from './client-questions';

const mia = { id: 'c1', name: 'Mia Hart' } as Client;

describe('the delete question of Client Flow', () => {
  it('names the client of a row bin, and asks nothing once that client has gone', () => {
    expect(clientQuestionText({ kind: 'deleteOne', rowId: 'c1' }, [mia], 0)).toEqual({
      title: 'Delete Mia Hart?',
      description: 'Their sessions and checklists are removed for good. This cannot be undone.',
      confirmLabel: 'Delete',
      danger: true,
    });
    expect(clientQuestionText({ kind: 'deleteOne', rowId: 'c1' }, [], 0)).toBeNull();
  });

  it('counts the ticked rows of delete mode', () => {
    expect(clientQuestionText({ kind: 'deleteSelected' }, [mia], 1)?.title).toBe('Delete 1 client?');
    expect(clientQuestionText({ kind: 'deleteSelected' }, [mia], 3)?.title).toBe('Delete 3 clients?');
  });

  it('is closed while nothing is asked', () => {
    expect(clientQuestionText(null, [mia], 2)).toBeNull();
  });
});

describe('the client count above the table', () => {
  it('says how many a date filter leaves, and the total without one', () => {
    expect(shownClientsText(2, 10, true)).toBe('2 of 10 clients');
    expect(shownClientsText(10, 10, false)).toBe('10 clients');
    expect(shownClientsText(1, 1, false)).toBe('1 client');
  });
});
