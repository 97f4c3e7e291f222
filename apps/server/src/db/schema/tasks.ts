import type { TaskCategory, TaskFrequency } from '@shutterdesk/core';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { searchKey } from '../search-key';

const knownFrequency = (column: unknown) => sql`${column} in ('daily', 'weekly', 'monthly', 'yearly')`;

/** A recurring category task (spec "Task"); whether it is done lives in task_completions, per period. */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    category: text('category').$type<TaskCategory>().notNull(),
    frequency: text('frequency').$type<TaskFrequency>().notNull(),
    /** Written by the user rather than picked from the suggestions. */
    custom: boolean('custom').notNull().default(false),
    linkUrl: text('link_url'),
    /** The spec's "order": the place within the category card, set by dragging. */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** What global search reads: the title folded by searchKey (accents off, lower case), kept with the row. */
    searchText: text('search_text').generatedAlwaysAs(searchKey(sql`"title"`)),
  },
  (table) => [
    index('tasks_user_category_position_idx').on(table.userId, table.category, table.position),
    check('tasks_frequency_known', knownFrequency(table.frequency)),
    // Global search (features/search): a case- and accent-insensitive "contains" on the title.
    index('tasks_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

/**
 * One row per completion of a task in one period (docs/decisions/0005-recurring-tasks.md). Rows outlive their task
 * (task_id is cleared on delete) so history and the admin's per-frequency counts stay true; the frequency,
 * category and the points awarded are copied for that reason.
 */
export const taskCompletions = pgTable(
  'task_completions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    category: text('category').$type<TaskCategory>().notNull(),
    frequency: text('frequency').$type<TaskFrequency>().notNull(),
    /** periods.ts: 'YYYY-MM-DD', 'IYYY-Www' or 'YYYY-MM' in the user's time zone at completion. */
    periodKey: text('period_key').notNull(),
    pointsAwarded: integer('points_awarded').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // A task is completed at most once per period, even when two requests race.
    unique('task_completions_task_period_unique').on(table.taskId, table.periodKey),
    index('task_completions_user_completed_idx').on(table.userId, table.completedAt),
    check('task_completions_frequency_known', knownFrequency(table.frequency)),
  ],
);

/** A one-off priority task (spec "Priority task"); at most ten that are not archived. */
export const priorityTasks = pgTable(
  'priority_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    completed: boolean('completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    isArchived: boolean('is_archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** What global search reads: the title folded by searchKey (accents off, lower case), kept with the row. */
    searchText: text('search_text').generatedAlwaysAs(searchKey(sql`"title"`)),
  },
  (table) => [
    index('priority_tasks_user_created_idx').on(table.userId, table.isArchived, table.createdAt),
    // Global search (features/search): a case- and accent-insensitive "contains" on the title.
    index('priority_tasks_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

export type TaskRow = typeof tasks.$inferSelect;
export type PriorityTaskRow = typeof priorityTasks.$inferSelect;
