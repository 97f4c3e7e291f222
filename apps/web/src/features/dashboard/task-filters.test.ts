import type { Task, TaskCategory, TaskFrequency } from '@shutterdesk/core';
import { describe, expect, it } from 'vitest';
import { filterTasks, isTaskFilter, taskFilterLabels, taskFilters, tasksOfCategory } from './task-filters';

function task(id: string, category: TaskCategory, frequency: TaskFrequency, completed = false): Task {
  return {
    id,
    title: `Task ${id}`,
    category,
    frequency,
    custom: false,
    linkUrl: null,
    order: 0,
    completed,
    completedAt: completed ? '2026-03-02T10:00:00.000Z' : null,
    createdAt: '2026-03-01T10:00:00.000Z',
  };
}

const tasks = [
  task('a', 'CRM', 'daily', true),
  task('b', 'CRM', 'weekly'),
  task('c', 'Finance', 'monthly', true),
  task('d', 'Finance', 'daily'),
  task('e', 'Personal', 'yearly'),
];
const ids = (list: Task[]) => list.map((item) => item.id);

describe('filterTasks', () => {
  it('shows every task under All, in the given order', () => {
    expect(ids(filterTasks(tasks, 'all'))).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('shows only the tasks of one frequency under Daily, Weekly, Monthly and Yearly', () => {
    expect(ids(filterTasks(tasks, 'daily'))).toEqual(['a', 'd']);
    expect(ids(filterTasks(tasks, 'weekly'))).toEqual(['b']);
    expect(ids(filterTasks(tasks, 'monthly'))).toEqual(['c']);
    expect(ids(filterTasks(tasks, 'yearly'))).toEqual(['e']);
  });

  it('shows only the tasks done in the current period under Done, whatever their frequency', () => {
    expect(ids(filterTasks(tasks, 'done'))).toEqual(['a', 'c']);
  });

  it('returns a new list, never the one it was given', () => {
    expect(filterTasks(tasks, 'all')).not.toBe(tasks);
  });
});

describe('the filter buttons', () => {
  it('are All / Daily / Weekly / Monthly / Yearly / Done: the spec order, with Yearly after Monthly', () => {
    expect(taskFilters.map((filter) => taskFilterLabels[filter])).toEqual([
      'All',
      'Daily',
      'Weekly',
      'Monthly',
      'Yearly',
      'Done',
    ]);
  });

  it('recognise only their own values', () => {
    expect(isTaskFilter('done')).toBe(true);
    expect(isTaskFilter('')).toBe(false);
    expect(isTaskFilter('yearly')).toBe(true);
    expect(isTaskFilter('quarterly')).toBe(false);
  });
});

describe('tasksOfCategory', () => {
  it("keeps one card's tasks in their order", () => {
    expect(ids(tasksOfCategory(tasks, 'Finance'))).toEqual(['c', 'd']);
    expect(tasksOfCategory(tasks, 'Website')).toEqual([]);
  });
});
