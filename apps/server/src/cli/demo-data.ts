import { predefinedTasks, taskFrequencies, type TaskCategory, type TaskFrequency } from '@shutterdesk/core';
import { eq } from 'drizzle-orm';
import { profiles, users } from '../db/schema';
import type { Database } from '../db/client';
import {
  completePriorityTasks,
  createDashboard,
  createUser,
  recordCompletions,
  type DashboardSetup,
  type FactoryContext,
  type PastCompletion,
} from '../testing/factories';
import { seedDemoClientsAndLeads } from '../testing/client-lead-factories';

/** The demo photographer of `npm run seed:demo` and `npm run demo`; running the seed again leaves an existing one as it is. */
export const demoUser = { name: 'Demi Lens', email: 'demo@shutterdesk.app', password: 'demo-shutter-1' };

const demoCategories: TaskCategory[] = ['CRM', 'Gallery', 'Finance', 'Social Media', 'Personal'];

const demoCustomTasks: NonNullable<DashboardSetup['tasks']> = [
  { title: 'Check the studio calendar', category: 'CRM', frequency: 'weekly', linkUrl: 'https://calendar.google.com' },
  { title: 'Back up memory cards', category: 'Gallery', frequency: 'daily' },
  { title: 'Move tax savings to the reserve account', category: 'Finance', frequency: 'monthly' },
  { title: 'File the annual tax return', category: 'Finance', frequency: 'yearly' },
];

/** Oldest first; the two oldest are done. */
const demoPriorityTasks = [
  'Renew liability insurance',
  'Edit the Nguyen family session',
  'Order sample albums for the studio',
  'Reply to the florist about the styled shoot',
  'Update the pricing guide',
];

/** Every suggestion of the demo's categories, daily first, then the custom tasks, card by card. */
function demoDashboard(): DashboardSetup {
  const tasks = demoCategories.flatMap((category) => [
    ...taskFrequencies.flatMap((frequency) =>
      predefinedTasks[category][frequency].map((title) => ({ title, category, frequency })),
    ),
    ...demoCustomTasks.filter((task) => task.category === category),
  ]);
  return { categories: demoCategories, tasks, priorityTasks: demoPriorityTasks };
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Three weeks of a fairly diligent photographer: most daily tasks on most days (a fixed pattern, so every seed
 * looks the same), most weekly ones each week, every monthly one last month, every yearly one a year ago, and a few daily ones already today.
 */
function demoHistory(tasks: { id: string; frequency: TaskFrequency }[], now: Date): PastCompletion[] {
  const ago = (days: number, index: number) => new Date(now.getTime() - days * dayMs - (index + 1) * 60_000);
  return tasks.flatMap(({ id, frequency }, index) => {
    switch (frequency) {
      case 'daily':
        return Array.from({ length: 21 }, (_, days) => days)
          .filter((days) => (days === 0 ? index % 3 === 0 : (index * 5 + days * 3) % 10 < 7))
          .map((days) => ({ taskId: id, at: ago(days, index) }));
      case 'weekly':
        return [1, 2, 3]
          .filter((weeks) => (index + weeks) % 4 !== 0)
          .map((weeks) => ({ taskId: id, at: ago(7 * weeks, index) }));
      case 'monthly':
        return [{ taskId: id, at: ago(31, index) }];
      case 'yearly':
        return [{ taskId: id, at: ago(366, index) }];
    }
  });
}

/** Builds the demo dashboard once: a profile that already has categories is left as it is. */
async function seedDashboard(context: FactoryContext, userId: string, now: Date): Promise<boolean> {
  const [profile] = await context.db
    .select({ taskCategories: profiles.taskCategories })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile || profile.taskCategories.length > 0) return false;
  const setup = demoDashboard();
  const { taskIds, priorityTaskIds } = await createDashboard(context, userId, setup);
  const created = taskIds.map((id, index) => ({ id, frequency: setup.tasks![index]!.frequency }));
  await recordCompletions(context, userId, demoHistory(created, now));
  await completePriorityTasks(context, userId, priorityTaskIds.slice(0, 2), new Date(now.getTime() - 2 * dayMs));
  return true;
}

/**
 * The demo photographer with a dashboard, three weeks of history and a set of clients and leads. An existing demo
 * photographer is kept; whatever it already has is left as it is.
 */
export async function seedDemoData(context: FactoryContext, db: Database): Promise<{ dashboardSeeded: boolean }> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, demoUser.email));
  const userId = existing?.id ?? (await createUser(context, { ...demoUser, timezone: 'America/New_York' })).id;
  const dashboardSeeded = await seedDashboard(context, userId, new Date());
  await seedDemoClientsAndLeads(db, userId);
  return { dashboardSeeded };
}
