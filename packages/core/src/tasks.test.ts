import { describe, expect, it } from 'vitest';
import { maxOnboardingTasks, taskTitleMaxLength } from './limits';
import { predefinedTasks, taskCategories } from './options';
import {
  applyPointsChange,
  categoryLinkSchema,
  createTaskSchema,
  onboardingSchema,
  pointsForCompletion,
  reorderTasksSchema,
  updateTaskSchema,
} from './tasks';

describe('points', () => {
  it('awards more for rarer routines', () => {
    expect([
      pointsForCompletion('daily'),
      pointsForCompletion('weekly'),
      pointsForCompletion('monthly'),
      pointsForCompletion('yearly'),
      pointsForCompletion('priority'),
    ]).toEqual([1, 3, 5, 10, 2]);
  });

  it('never lets the total go below 0', () => {
    expect(applyPointsChange(4, 3)).toBe(7);
    expect(applyPointsChange(4, -3)).toBe(1);
    expect(applyPointsChange(2, -5)).toBe(0);
    expect(applyPointsChange(0, -1)).toBe(0);
  });
});

describe('createTaskSchema', () => {
  it('trims the title and normalises the link', () => {
    expect(
      createTaskSchema.parse({ title: '  Send invoices ', category: 'Finance', frequency: 'daily', linkUrl: 'pay.me' }),
    ).toEqual({ title: 'Send invoices', category: 'Finance', frequency: 'daily', linkUrl: 'https://pay.me' });
    expect(createTaskSchema.parse({ title: 'A', category: 'CRM', frequency: 'weekly', linkUrl: '  ' }).linkUrl).toBe(
      null,
    );
  });

  it('rejects blank and over-long titles, unknown categories and frequencies', () => {
    const valid = { title: 'Journal', category: 'Personal', frequency: 'daily' };
    expect(createTaskSchema.safeParse({ ...valid, title: '   ' }).success).toBe(false);
    expect(createTaskSchema.safeParse({ ...valid, title: 'x'.repeat(taskTitleMaxLength + 1) }).success).toBe(false);
    expect(createTaskSchema.safeParse({ ...valid, category: 'Client Workflow' }).success).toBe(false);
    expect(createTaskSchema.safeParse({ ...valid, frequency: 'quarterly' }).success).toBe(false);
    expect(createTaskSchema.safeParse(valid).success).toBe(true);
    expect(createTaskSchema.safeParse({ ...valid, frequency: 'yearly' }).success).toBe(true);
  });
});

describe('updateTaskSchema', () => {
  it('needs at least one field', () => {
    expect(updateTaskSchema.safeParse({}).success).toBe(false);
    expect(updateTaskSchema.parse({ title: ' New ' })).toEqual({ title: 'New' });
  });
});

describe('reorderTasksSchema', () => {
  it('refuses an id listed twice', () => {
    expect(reorderTasksSchema.safeParse({ category: 'CRM', taskIds: ['a', 'b', 'a'] }).success).toBe(false);
    expect(reorderTasksSchema.safeParse({ category: 'CRM', taskIds: ['a', 'b'] }).success).toBe(true);
  });
});

describe('categoryLinkSchema', () => {
  it('normalises the link and lets blank clear it', () => {
    expect(categoryLinkSchema.parse({ category: 'CRM', url: 'crm.example.com' }).url).toBe('https://crm.example.com');
    expect(categoryLinkSchema.parse({ category: 'CRM', url: '' }).url).toBe('');
  });
});

describe('onboardingSchema', () => {
  it('accepts the chosen areas with their tasks', () => {
    const parsed = onboardingSchema.parse({
      categories: ['CRM', 'Personal'],
      tasks: [{ title: 'Journal', category: 'Personal', frequency: 'daily', linkUrl: null }],
    });
    expect(parsed.tasks).toHaveLength(1);
  });

  it('refuses no areas, repeated areas, tasks outside the chosen areas and too many tasks', () => {
    expect(onboardingSchema.safeParse({ categories: [], tasks: [] }).success).toBe(false);
    expect(onboardingSchema.safeParse({ categories: ['CRM', 'CRM'], tasks: [] }).success).toBe(false);
    expect(
      onboardingSchema.safeParse({
        categories: ['CRM'],
        tasks: [{ title: 'Journal', category: 'Personal', frequency: 'daily' }],
      }).success,
    ).toBe(false);
    const tooMany = Array.from({ length: maxOnboardingTasks + 1 }, (_, index) => ({
      title: `Task ${index}`,
      category: 'CRM',
      frequency: 'daily',
    }));
    expect(onboardingSchema.safeParse({ categories: ['CRM'], tasks: tooMany }).success).toBe(false);
  });
});

describe('predefinedTasks', () => {
  it('suggests tasks for every one of the nine areas', () => {
    expect(taskCategories).toHaveLength(9);
    for (const category of taskCategories) {
      const { daily, weekly, monthly } = predefinedTasks[category];
      expect(daily.length + weekly.length + monthly.length).toBeGreaterThan(0);
    }
    expect(predefinedTasks.Newsletter.daily).toEqual([]);
    expect(predefinedTasks.Website.daily).toEqual([]);
    expect(predefinedTasks.Personal.monthly).toEqual([]);
  });

  it('suggests no yearly routines: those are the user’s own', () => {
    for (const category of taskCategories) expect(predefinedTasks[category].yearly).toEqual([]);
  });
});
