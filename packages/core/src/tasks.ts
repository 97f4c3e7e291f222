import { z } from 'zod';
import { linkUrlField } from './account';
import { maxOnboardingTasks, maxTasksPerCategory, taskTitleMaxLength } from './limits';
import { completionPoints, taskCategories, taskFrequencies, type TaskFrequency } from './options';
import { profileSchema } from './profile-schemas';
import { isSingleLine, singleLineMessage } from './text-policy';

/** Contracts and rules of the dashboard: category tasks, priority tasks, categories and onboarding. */

/** Points after a change; the total never goes below 0. */
export function applyPointsChange(points: number, change: number): number {
  return Math.max(0, points + change);
}

export function pointsForCompletion(kind: TaskFrequency | 'priority'): number {
  return completionPoints[kind];
}

export const taskTitleField = z
  .string({ error: 'Please enter a task title.' })
  .refine(isSingleLine, singleLineMessage)
  .trim()
  .min(1, 'Please enter a task title.')
  .max(taskTitleMaxLength, `Task titles can be at most ${taskTitleMaxLength} characters.`);

export const taskCategoryField = z.enum(taskCategories, {
  error: `Unknown category. Choose one of: ${taskCategories.join(', ')}.`,
});

export const taskFrequencyField = z.enum(taskFrequencies, {
  error: 'Frequency must be daily, weekly, monthly or yearly.',
});

/** A task's optional link: a web address (see linkUrlField), blank or missing means none. */
const taskLinkField = linkUrlField.nullish().transform((url) => url || null);

const idField = z.string({ error: 'Each id must be text.' }).min(1).max(64);

/** POST /api/tasks */
export const createTaskSchema = z.object({
  title: taskTitleField,
  category: taskCategoryField,
  frequency: taskFrequencyField,
  linkUrl: taskLinkField,
});
export type CreateTaskRequest = z.input<typeof createTaskSchema>;

/** PATCH /api/tasks/:id */
export const updateTaskSchema = z
  .object({ title: taskTitleField, frequency: taskFrequencyField, linkUrl: taskLinkField })
  .partial()
  .refine((update) => Object.values(update).some((value) => value !== undefined), 'Nothing to update.');
export type UpdateTaskRequest = z.input<typeof updateTaskSchema>;

/** PUT /api/tasks/:id/completion and PUT /api/priority-tasks/:id/completion */
export const setCompletionSchema = z.object({
  completed: z.boolean({ error: 'completed must be true or false.' }),
});
export type SetCompletionRequest = z.infer<typeof setCompletionSchema>;

const distinct = <T>(values: readonly T[]) => new Set(values).size === values.length;

/** PUT /api/tasks/order: the category's task ids in their new order; it must list each of them exactly once. */
export const reorderTasksSchema = z.object({
  category: taskCategoryField,
  taskIds: z
    .array(idField, { error: 'taskIds must be a list of task ids.' })
    .max(maxTasksPerCategory, 'Too many task ids.')
    .refine(distinct, 'Each task may appear only once.'),
});
export type ReorderTasksRequest = z.infer<typeof reorderTasksSchema>;

/** POST /api/priority-tasks and PATCH /api/priority-tasks/:id */
export const priorityTaskTitleSchema = z.object({ title: taskTitleField });
export type PriorityTaskTitleRequest = z.infer<typeof priorityTaskTitleSchema>;

/** POST /api/task-categories: add one category card. */
export const addCategorySchema = z.object({ category: taskCategoryField });
export type AddCategoryRequest = z.infer<typeof addCategorySchema>;

/** PUT /api/task-categories/order: the user's categories in their new order, each exactly once. */
export const reorderCategoriesSchema = z.object({
  categories: z
    .array(taskCategoryField, { error: 'categories must be a list.' })
    .refine(distinct, 'Each category may appear only once.'),
});
export type ReorderCategoriesRequest = z.infer<typeof reorderCategoriesSchema>;

/** PUT /api/task-categories/link: a category card's link; blank removes it. */
export const categoryLinkSchema = z.object({
  category: taskCategoryField,
  url: linkUrlField,
});
export type CategoryLinkRequest = z.input<typeof categoryLinkSchema>;

/** POST /api/onboarding: the chosen areas and every chosen task, saved together. */
export const onboardingSchema = z
  .object({
    categories: z
      .array(taskCategoryField, { error: 'categories must be a list.' })
      .min(1, 'Please choose at least one area.')
      .refine(distinct, 'Each area may appear only once.'),
    tasks: z
      .array(
        z.object({
          title: taskTitleField,
          category: taskCategoryField,
          frequency: taskFrequencyField,
          linkUrl: taskLinkField,
        }),
        { error: 'tasks must be a list.' },
      )
      .max(maxOnboardingTasks, `At most ${maxOnboardingTasks} tasks can be saved at once.`),
  })
  .refine((request) => request.tasks.every((task) => request.categories.includes(task.category)), {
    message: 'Every task must belong to one of the chosen areas.',
    path: ['tasks'],
  });
export type OnboardingRequest = z.input<typeof onboardingSchema>;

/** A category task as the dashboard shows it: `completed` means done in the current period. */
export const taskSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    category: z.enum(taskCategories),
    frequency: z.enum(taskFrequencies),
    custom: z.boolean(),
    linkUrl: z.string().nullable(),
    /** Its place in its category card, 0-based. */
    order: z.number().int(),
    completed: z.boolean(),
    completedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Task' });
export type Task = z.infer<typeof taskSchema>;

/** GET /api/tasks: in the order of the profile's categories, then each card's order. */
export const taskListSchema = z.object({ tasks: z.array(taskSchema) }).meta({ id: 'TaskList' });
export type TaskList = z.infer<typeof taskListSchema>;

/** A one-off task of the Priority Tasks card. */
export const priorityTaskSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    completed: z.boolean(),
    completedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'PriorityTask' });
export type PriorityTask = z.infer<typeof priorityTaskSchema>;

/** GET /api/priority-tasks: newest first. */
export const priorityTaskListSchema = z
  .object({ priorityTasks: z.array(priorityTaskSchema) })
  .meta({ id: 'PriorityTaskList' });
export type PriorityTaskList = z.infer<typeof priorityTaskListSchema>;

/** The answer to a completion change: the item, the user's new total, and the change (negative when taken back). */
function completionResultSchema<Item extends z.ZodType>(item: Item) {
  return z.object({ item, points: z.number().int().min(0), pointsChange: z.number().int() });
}
export const taskCompletionResultSchema = completionResultSchema(taskSchema).meta({ id: 'TaskCompletionResult' });
export const priorityTaskCompletionResultSchema = completionResultSchema(priorityTaskSchema).meta({
  id: 'PriorityTaskCompletionResult',
});
/** Generic over the item, for code that handles both kinds of task alike. */
export type CompletionResult<Item> = z.infer<ReturnType<typeof completionResultSchema<z.ZodType<Item>>>>;

/** POST /api/onboarding: how many of the chosen tasks were new, and the profile with its categories added. */
export const onboardingResultSchema = z
  .object({ tasksAdded: z.number().int().min(0), profile: profileSchema })
  .meta({ id: 'OnboardingResult' });
export type OnboardingResult = z.infer<typeof onboardingResultSchema>;
