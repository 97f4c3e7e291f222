/**
 * Notifications and reminders: types and rules (docs/product.md, "Notifications: bell and page" and "Reminders";
 * docs/decisions/0006-reminders.md). The bell loads it with the signed-in shell, so it holds no zod: the API's
 * schemas and the types they give are in schemas.ts. The reminder engine on the server
 * builds its SQL from the constants here, so the times, windows, preference keys and message templates have one
 * source.
 */
import { type NotificationCategory, type NotificationPreferences, type TaskCategory } from '../options';

/**
 * The notification types: ten reminders, a website inquiry's arrival, and an automatic message that could not be
 * sent to a lead or a client (docs/decisions/0022-workflows.md; one type each, so each leads to its own page).
 */
export const notificationTypes = [
  'PriorityTaskReminderDaily',
  'CategoryTaskReminderDaily',
  'CategoryTaskReminderWeekly',
  'CategoryTaskReminderMonthly',
  'LeadMissingFollowUp',
  'LeadFollowUpApproaching',
  'ClientPendingContractStart',
  'ClientUnclearedInvoice',
  'WebsiteInquiry',
  'LeadAwaitingContact',
  'ClientStepDue',
  'LeadMessageNotSent',
  'ClientMessageNotSent',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

export function isNotificationType(value: unknown): value is NotificationType {
  return notificationTypes.includes(value as NotificationType);
}

/** The automatic titles, in the order of the types. */
export const notificationTitles: Record<NotificationType, string> = {
  PriorityTaskReminderDaily: 'Priority Task Due Soon',
  CategoryTaskReminderDaily: 'Daily Tasks Due Soon',
  CategoryTaskReminderWeekly: 'Weekly Tasks Due Soon',
  CategoryTaskReminderMonthly: 'Monthly Tasks Due Soon',
  LeadMissingFollowUp: 'Lead Follow-up Date Missing',
  LeadFollowUpApproaching: 'Lead Follow-up Due Soon',
  ClientPendingContractStart: 'Client Contract Signature Required',
  ClientUnclearedInvoice: 'Client Outstanding Invoice Alert',
  WebsiteInquiry: 'New Website Inquiry',
  LeadAwaitingContact: 'New lead waiting',
  ClientStepDue: 'Client Step Due',
  LeadMessageNotSent: 'Message not sent',
  ClientMessageNotSent: 'Message not sent',
};

export const fallbackNotificationTitle = 'Notification';
export const fallbackNotificationMessage = 'You have a new notification that requires your attention.';

/** The title of a type; 'Notification' for a type this version does not know. */
export function notificationTitle(type: string): string {
  return isNotificationType(type) ? notificationTitles[type] : fallbackNotificationTitle;
}

/**
 * Message templates in PostgreSQL `format()` syntax (`%1$s` is the first argument), because the reminder tick
 * fills them in SQL for every user at once; `fillTemplate` fills the same templates in TypeScript.
 */
export const reminderMessages = {
  /** %1$s: the open priority tasks, named. */
  PriorityTaskReminderDaily: 'You have priority tasks that need to be completed before the end of the day: %1$s.',
  /** %1$s: how many; %2$s: the open tasks, named. */
  CategoryTaskReminderDaily: {
    one: 'You have 1 daily task left to complete today: %2$s.',
    other: 'You have %1$s daily tasks left to complete today: %2$s.',
  },
  CategoryTaskReminderWeekly: {
    one: 'You have 1 weekly task left to complete this week: %2$s.',
    other: 'You have %1$s weekly tasks left to complete this week: %2$s.',
  },
  CategoryTaskReminderMonthly: {
    one: 'You have 1 monthly task left to complete before the end of the month: %2$s.',
    other: 'You have %1$s monthly tasks left to complete before the end of the month: %2$s.',
  },
  /** %1$s: the lead's name. */
  LeadMissingFollowUp:
    'A lead has been added without a follow-up date: %1$s. Set a follow-up date so the inquiry does not go cold.',
  /** %1$s: the lead's name; %2$s: the follow-up date ('MMM d, yyyy'). */
  LeadFollowUpApproaching: {
    tomorrow: 'Follow up with %1$s tomorrow (%2$s).',
    today: 'Follow up with %1$s today (%2$s).',
  },
  /** %1$s: the client's name; %2$s: the session type; %3$s: the session date ('MMM d, yyyy'). */
  ClientPendingContractStart: "%1$s's %2$s session is on %3$s and the contract is not signed yet.",
  ClientUnclearedInvoice: {
    upcoming: "%1$s's invoice is still unpaid and the %2$s session is on %3$s.",
    past: "%1$s's invoice is still unpaid; the %2$s session was on %3$s.",
  },
  /** %1$s: the lead's name; %2$s: the user's waiting time in hours. */
  LeadAwaitingContact: {
    one: 'A lead has not been contacted within 1 hour: %1$s. Reach out before the inquiry goes cold.',
    other: 'A lead has not been contacted within %2$s hours: %1$s. Reach out before the inquiry goes cold.',
  },
  /** %1$s: the client's name; %2$s: the step's name; %3$s: its due date ('MMM d, yyyy'). */
  ClientStepDue: {
    today: '%1$s\'s step "%2$s" is due today (%3$s).',
    past: '%1$s\'s step "%2$s" was due on %3$s and is not done yet.',
  },
} as const;

/** How a message names several things: the first few, then how many more (%1$s: the names; %2$s: the rest). */
export const reminderNameList = { shown: 3, separator: ', ', more: '%1$s and %2$s more' } as const;

/** Fills a `format()`-style template (`%1$s`, `%2$s`, ...) with its arguments, as PostgreSQL would. */
export function fillTemplate(template: string, args: readonly (string | number)[]): string {
  return template.replace(/%(\d+)\$s/g, (_match, position: string) => String(args[Number(position) - 1] ?? ''));
}

/**
 * When each reminder fires, in the user's time zone (docs/decisions/0006-reminders.md). A reminder is due from its moment
 * until the end of its period, so a tick that was missed (a restart at 17:00) still delivers it later that period.
 */
export const reminderSchedule = {
  /** Open priority tasks and open daily tasks: each day from 17:00. */
  endOfDayReminderTime: '17:00',
  /** Weekly tasks: from Friday 09:00 (ISO weekday 5) to the end of the ISO week. */
  weeklyReminderIsoWeekday: 5,
  /** Monthly tasks: from 09:00 on the day three days before the month's last day. */
  monthlyReminderDaysBeforeMonthEnd: 3,
  /** The lead and client reminders: from 09:00 on the day. */
  morningReminderTime: '09:00',
  /** A lead's follow-up: on the day before and on the date itself. */
  leadFollowUpDaysBefore: 1,
  /** An unsigned contract: when the session is at most this many days ahead. */
  contractWindowDays: 7,
  /** An unpaid invoice: when the session is at most this many days ahead, or past. */
  invoiceWindowDays: 3,
  /**
   * A lead not contacted: due once its arrival is the user's waiting hours (leadWaitingHours) ago. Only leads that
   * arrived within this many days are looked at, enough for the longest wait and a week of missed ticks, so the
   * tick does not scan every lead a user never ticked Contacted on.
   */
  leadAwaitingContactLookbackDays: 14,
  /**
   * A client's template step: from 09:00 on its due day, once per step. A step due longer ago than this when it
   * first could be reminded of (a client added with a session long past) gets none: that is history, not a task.
   */
  clientStepLookbackDays: 7,
} as const;

/** How many hours a new lead may wait to be contacted before 'New lead waiting' (Notification Settings). */
export const leadWaitingHours = { default: 24, min: 1, max: 168 } as const;

/** What a user can turn off in notification_preferences; category task reminders also per category. */
export type ReminderPreference = 'priorityTasks' | 'categoryTasks' | 'leads' | 'clients';

export const reminderPreferences: Record<NotificationType, ReminderPreference> = {
  PriorityTaskReminderDaily: 'priorityTasks',
  CategoryTaskReminderDaily: 'categoryTasks',
  CategoryTaskReminderWeekly: 'categoryTasks',
  CategoryTaskReminderMonthly: 'categoryTasks',
  LeadMissingFollowUp: 'leads',
  LeadFollowUpApproaching: 'leads',
  ClientPendingContractStart: 'clients',
  ClientUnclearedInvoice: 'clients',
  WebsiteInquiry: 'leads',
  LeadAwaitingContact: 'leads',
  ClientStepDue: 'clients',
  LeadMessageNotSent: 'leads',
  ClientMessageNotSent: 'clients',
};

/** The preferences map names the Client Flow area "Client Workflow". */
export const notificationCategoryOfTask: Record<TaskCategory, NotificationCategory> = {
  CRM: 'CRM',
  Gallery: 'Gallery',
  Finance: 'Finance',
  Google: 'Google',
  'Social Media': 'Social Media',
  Newsletter: 'Newsletter',
  'Client Flow': 'Client Workflow',
  Website: 'Website',
  Personal: 'Personal',
};

/**
 * Whether the user wants this reminder. Every preference defaults to true, so only an explicit `false` turns a
 * reminder off (a profile stored before a key existed keeps getting it). A category task reminder is about the
 * tasks of one category.
 */
export function allowsReminder(
  preferences: Partial<NotificationPreferences> | null | undefined,
  type: NotificationType,
  taskCategory?: TaskCategory,
): boolean {
  const preference = reminderPreferences[type];
  if (preference !== 'categoryTasks') return preferences?.[preference] !== false;
  if (!taskCategory) return true;
  return preferences?.categoryTasks?.[notificationCategoryOfTask[taskCategory]] !== false;
}

/** Where clicking a notification goes, and the label of its action (the Notifications page). */
export interface NotificationDestination {
  path: '/dashboard' | '/leads' | '/clients';
  actionLabel: string;
}

const destinations = {
  tasks: { path: '/dashboard', actionLabel: 'Go to Tasks Dashboard' },
  leads: { path: '/leads', actionLabel: 'View Lead Details' },
  clients: { path: '/clients', actionLabel: 'Manage Client' },
  unknown: { path: '/dashboard', actionLabel: 'View Details' },
} as const satisfies Record<string, NotificationDestination>;

/** The types about one lead's or client's message: their click opens that record's Messages. */
export const messageNotificationTypes: readonly NotificationType[] = ['LeadMessageNotSent', 'ClientMessageNotSent'];

export const opensMessages = (type: string) => messageNotificationTypes.includes(type as NotificationType);

export function notificationDestination(type: string): NotificationDestination {
  if (!isNotificationType(type)) return destinations.unknown;
  switch (reminderPreferences[type]) {
    case 'priorityTasks':
    case 'categoryTasks':
      return destinations.tasks;
    case 'leads':
      return destinations.leads;
    case 'clients':
      return destinations.clients;
  }
}

const relativeUnits = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const;

/**
 * "Time ago" as the page words it: 'Just now' for zero or the future, otherwise 'N unit(s) ago' in
 * the largest whole unit (a year is 365 days, a month 30); 'Unknown' for a missing or invalid time.
 */
export function relativeTime(value: string | Date | null | undefined, now: Date): string {
  if (value === null || value === undefined || value === '') return 'Unknown';
  const then = value instanceof Date ? value.getTime() : Date.parse(value);
  if (Number.isNaN(then) || Number.isNaN(now.getTime())) return 'Unknown';
  const seconds = Math.floor((now.getTime() - then) / 1000);
  if (seconds <= 0) return 'Just now';
  for (const [unit, size] of relativeUnits) {
    const amount = Math.floor(seconds / size);
    if (amount >= 1) return `${amount} ${unit}${amount === 1 ? '' : 's'} ago`;
  }
  return 'Just now';
}

/** The page's filters; 'archived' lists what was archived, so it can be unarchived. */
export const notificationFilters = ['all', 'unread', 'read', 'archived'] as const;
export type NotificationFilter = (typeof notificationFilters)[number];

/** The all-list (and the read and archived lists) hold the newest 20; the unread list has no limit. */
export const notificationListLimit = 20;

/**
 * The server-sent event that announces a new notification (GET /api/notifications/events); its data is a
 * `NotificationEvent` (schemas.ts).
 */
export const notificationEventName = 'notification';

/**
 * The server-sent event that says the stream is connected (on connecting, and again when the server's own feed
 * comes back); its data is a `NotificationStreamReady` (schemas.ts).
 */
export const notificationReadyEventName = 'ready';

/**
 * The server-sent event that announces a lead added from outside the app (a website inquiry), whether or not it
 * came with a notification: Lead Flow reads its lists again. Its data is a `NewLeadEvent` (schemas.ts).
 */
export const newLeadEventName = 'lead';
