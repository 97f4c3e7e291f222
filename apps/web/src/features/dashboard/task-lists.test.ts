import { describe, expect, it } from 'vitest';
import { completesList, moveId, reorderGroup, splitPriorityTasks } from './task-lists';

describe('splitPriorityTasks', () => {
  const titles = (count: number) => Array.from({ length: count }, (_, index) => `P${index + 1}`);

  it('shows the first 3 prominently and puts positions 4 to 10 under Additional Tasks', () => {
    expect(splitPriorityTasks(titles(10))).toEqual({
      prominent: ['P1', 'P2', 'P3'],
      additional: ['P4', 'P5', 'P6', 'P7', 'P8', 'P9', 'P10'],
    });
  });

  it('has nothing additional with 3 or fewer', () => {
    expect(splitPriorityTasks(titles(2))).toEqual({ prominent: ['P1', 'P2'], additional: [] });
    expect(splitPriorityTasks([])).toEqual({ prominent: [], additional: [] });
  });
});

describe('completesList', () => {
  const list = [
    { id: 'a', completed: true },
    { id: 'b', completed: false },
    { id: 'c', completed: true },
  ];

  it('is true when completing the last open item', () => {
    expect(completesList(list, 'b')).toBe(true);
  });

  it('is false while another item stays open', () => {
    const twoOpen = [...list, { id: 'd', completed: false }];
    expect(completesList(twoOpen, 'b')).toBe(false);
  });

  it('is false for an item already done, or not in the list', () => {
    expect(completesList(list, 'a')).toBe(false);
    expect(completesList(list, 'zzz')).toBe(false);
  });

  it('is true for a list of one', () => {
    expect(completesList([{ id: 'only', completed: false }], 'only')).toBe(true);
  });
});

describe('moveId', () => {
  const ids = ['a', 'b', 'c', 'd'];

  it('moves an item down onto the place of another', () => {
    expect(moveId(ids, 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
  });

  it('moves an item up onto the place of another', () => {
    expect(moveId(ids, 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
  });

  it('changes nothing for a drop on itself or an unknown id, and never mutates its input', () => {
    expect(moveId(ids, 'b', 'b')).toEqual(ids);
    expect(moveId(ids, 'b', 'x')).toEqual(ids);
    expect(ids).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('reorderGroup', () => {
  const items = [
    { id: 'crm-1', group: 'CRM', order: 0 },
    { id: 'fin-1', group: 'Finance', order: 0 },
    { id: 'crm-2', group: 'CRM', order: 1 },
    { id: 'fin-2', group: 'Finance', order: 1 },
    { id: 'crm-3', group: 'CRM', order: 2 },
  ];
  const inCrm = (item: { group: string }) => item.group === 'CRM';

  it('puts the group in the new order with fresh order numbers and leaves the others alone', () => {
    expect(reorderGroup(items, inCrm, ['crm-3', 'crm-1', 'crm-2'])).toEqual([
      { id: 'crm-3', group: 'CRM', order: 0 },
      { id: 'fin-1', group: 'Finance', order: 0 },
      { id: 'crm-1', group: 'CRM', order: 1 },
      { id: 'fin-2', group: 'Finance', order: 1 },
      { id: 'crm-2', group: 'CRM', order: 2 },
    ]);
  });

  it('restores an earlier order (the rollback of a failed save)', () => {
    const moved = reorderGroup(items, inCrm, ['crm-2', 'crm-3', 'crm-1']);
    expect(reorderGroup(moved, inCrm, ['crm-1', 'crm-2', 'crm-3'])).toEqual(items);
  });

  it('keeps a member the order does not list (added meanwhile) after the listed ones', () => {
    const ids = reorderGroup(items, inCrm, ['crm-3', 'crm-1'])
      .filter(inCrm)
      .map((item) => item.id);
    expect(ids).toEqual(['crm-3', 'crm-1', 'crm-2']);
  });
});
