import { describe, expect, it } from 'vitest';
import { notificationListQuerySchema, notificationPreferencesSchema, updateNotificationSchema } from './schemas';
import {
  allowsReminder,
  fillTemplate,
  notificationDestination,
  opensMessages,
  notificationTitle,
  notificationTypes,
  relativeTime,
  reminderMessages,
} from './rules';
import { defaultNotificationPreferences } from '../options';

const now = new Date('2026-05-20T12:00:00Z');
const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const day = 86_400;

describe('relativeTime', () => {
  it('says "Just now" for the same instant and for the future', () => {
    expect(relativeTime(now, now)).toBe('Just now');
    expect(relativeTime(new Date(now.getTime() + 5 * 60_000), now)).toBe('Just now');
    expect(relativeTime(new Date(now.getTime() - 400), now)).toBe('Just now');
  });

  it('counts in the largest whole unit, singular for one', () => {
    expect(relativeTime(secondsAgo(1), now)).toBe('1 second ago');
    expect(relativeTime(secondsAgo(59), now)).toBe('59 seconds ago');
    expect(relativeTime(secondsAgo(60), now)).toBe('1 minute ago');
    expect(relativeTime(secondsAgo(3599), now)).toBe('59 minutes ago');
    expect(relativeTime(secondsAgo(3600), now)).toBe('1 hour ago');
    expect(relativeTime(secondsAgo(2 * 3600 + 59), now)).toBe('2 hours ago');
    expect(relativeTime(secondsAgo(day), now)).toBe('1 day ago');
    expect(relativeTime(secondsAgo(6 * day), now)).toBe('6 days ago');
    expect(relativeTime(secondsAgo(7 * day), now)).toBe('1 week ago');
    expect(relativeTime(secondsAgo(29 * day), now)).toBe('4 weeks ago');
  });

  it('uses 30-day months and 365-day years', () => {
    expect(relativeTime(secondsAgo(30 * day), now)).toBe('1 month ago');
    expect(relativeTime(secondsAgo(364 * day), now)).toBe('12 months ago');
    expect(relativeTime(secondsAgo(365 * day), now)).toBe('1 year ago');
    expect(relativeTime(secondsAgo(3 * 365 * day), now)).toBe('3 years ago');
  });

  it('reads ISO strings as the API sends them', () => {
    expect(relativeTime('2026-05-20T11:58:00.000Z', now)).toBe('2 minutes ago');
  });

  it('says "Unknown" for a missing or invalid time', () => {
    expect(relativeTime(null, now)).toBe('Unknown');
    expect(relativeTime(undefined, now)).toBe('Unknown');
    expect(relativeTime('', now)).toBe('Unknown');
    expect(relativeTime('yesterday-ish', now)).toBe('Unknown');
    expect(relativeTime(new Date(Number.NaN), now)).toBe('Unknown');
  });
});

describe('notificationDestination', () => {
  it('opens the record’s Messages for a message not sent, and for no other type', () => {
    expect(notificationTypes.filter(opensMessages)).toEqual(['LeadMessageNotSent', 'ClientMessageNotSent']);
    expect(notificationDestination('LeadMessageNotSent').path).toBe('/leads');
    expect(notificationDestination('ClientMessageNotSent').path).toBe('/clients');
    expect(opensMessages('SomethingNew')).toBe(false);
  });

  it('sends task reminders to the dashboard', () => {
    for (const type of [
      'PriorityTaskReminderDaily',
      'CategoryTaskReminderDaily',
      'CategoryTaskReminderWeekly',
      'CategoryTaskReminderMonthly',
    ]) {
      expect(notificationDestination(type)).toEqual({ path: '/dashboard', actionLabel: 'Go to Tasks Dashboard' });
    }
  });

  it('sends lead types to Lead Flow and client types to Client Flow', () => {
    expect(notificationDestination('LeadMissingFollowUp')).toEqual({
      path: '/leads',
      actionLabel: 'View Lead Details',
    });
    expect(notificationDestination('LeadFollowUpApproaching')).toEqual({
      path: '/leads',
      actionLabel: 'View Lead Details',
    });
    expect(notificationDestination('LeadAwaitingContact')).toEqual({
      path: '/leads',
      actionLabel: 'View Lead Details',
    });
    expect(notificationDestination('ClientPendingContractStart')).toEqual({
      path: '/clients',
      actionLabel: 'Manage Client',
    });
    expect(notificationDestination('ClientUnclearedInvoice')).toEqual({
      path: '/clients',
      actionLabel: 'Manage Client',
    });
    expect(notificationDestination('ClientStepDue')).toEqual({ path: '/clients', actionLabel: 'Manage Client' });
  });

  it('sends an unknown type to the dashboard with "View Details"', () => {
    expect(notificationDestination('SomethingNew')).toEqual({ path: '/dashboard', actionLabel: 'View Details' });
  });
});

describe('notification titles', () => {
  it('has the spec title of every type and "Notification" for an unknown one', () => {
    expect(notificationTypes.map(notificationTitle)).toEqual([
      'Priority Task Due Soon',
      'Daily Tasks Due Soon',
      'Weekly Tasks Due Soon',
      'Monthly Tasks Due Soon',
      'Lead Follow-up Date Missing',
      'Lead Follow-up Due Soon',
      'Client Contract Signature Required',
      'Client Outstanding Invoice Alert',
      'New Website Inquiry',
      'New lead waiting',
      'Client Step Due',
      'Message not sent',
      'Message not sent',
    ]);
    expect(notificationTitle('SomethingNew')).toBe('Notification');
  });
});

describe('allowsReminder', () => {
  it('allows every reminder with the default preferences, and with none stored', () => {
    const defaults = defaultNotificationPreferences();
    for (const type of notificationTypes) {
      expect(allowsReminder(defaults, type, 'Finance')).toBe(true);
      expect(allowsReminder(null, type, 'Finance')).toBe(true);
    }
  });

  it('turns off the types of a group whose preference is false, and only those', () => {
    const preferences = { ...defaultNotificationPreferences(), leads: false };
    expect(allowsReminder(preferences, 'LeadMissingFollowUp')).toBe(false);
    expect(allowsReminder(preferences, 'LeadFollowUpApproaching')).toBe(false);
    expect(allowsReminder(preferences, 'ClientUnclearedInvoice')).toBe(true);
    expect(allowsReminder(preferences, 'PriorityTaskReminderDaily')).toBe(true);
    expect(allowsReminder({ ...defaultNotificationPreferences(), clients: false }, 'ClientPendingContractStart')).toBe(
      false,
    );
    expect(
      allowsReminder({ ...defaultNotificationPreferences(), priorityTasks: false }, 'PriorityTaskReminderDaily'),
    ).toBe(false);
  });

  it('decides category task reminders per category, Client Flow being "Client Workflow"', () => {
    const defaults = defaultNotificationPreferences();
    const preferences = {
      ...defaults,
      categoryTasks: { ...defaults.categoryTasks, Finance: false, 'Client Workflow': false },
    };
    expect(allowsReminder(preferences, 'CategoryTaskReminderDaily', 'Finance')).toBe(false);
    expect(allowsReminder(preferences, 'CategoryTaskReminderWeekly', 'Client Flow')).toBe(false);
    expect(allowsReminder(preferences, 'CategoryTaskReminderMonthly', 'CRM')).toBe(true);
  });

  it('treats a missing key as on: only an explicit false turns a reminder off', () => {
    expect(allowsReminder({ categoryTasks: {} as never }, 'CategoryTaskReminderDaily', 'Finance')).toBe(true);
    expect(allowsReminder({}, 'LeadMissingFollowUp')).toBe(true);
  });
});

describe('message templates', () => {
  it('fills positional arguments as PostgreSQL format() does', () => {
    expect(fillTemplate(reminderMessages.CategoryTaskReminderDaily.other, [4, 'Journal, Send invoices'])).toBe(
      'You have 4 daily tasks left to complete today: Journal, Send invoices.',
    );
    expect(fillTemplate(reminderMessages.LeadMissingFollowUp, ['Ruby Vance'])).toBe(
      'A lead has been added without a follow-up date: Ruby Vance. Set a follow-up date so the inquiry does not go cold.',
    );
    expect(fillTemplate(reminderMessages.LeadAwaitingContact.other, ['Ruby Vance', 24])).toBe(
      'A lead has not been contacted within 24 hours: Ruby Vance. Reach out before the inquiry goes cold.',
    );
  });
});

describe('request schemas', () => {
  it('accepts the four filters, defaults to all and refuses anything else', () => {
    expect(notificationListQuerySchema.parse({})).toEqual({ filter: 'all' });
    expect(notificationListQuerySchema.parse({ filter: 'archived' })).toEqual({ filter: 'archived' });
    expect(notificationListQuerySchema.safeParse({ filter: 'everything' }).success).toBe(false);
    expect(notificationListQuerySchema.safeParse({ filter: 'all', page: '2' }).success).toBe(false);
  });

  it('needs something to change on a notification', () => {
    expect(updateNotificationSchema.safeParse({}).success).toBe(false);
    expect(updateNotificationSchema.safeParse({ isRead: 'yes' }).success).toBe(false);
    expect(updateNotificationSchema.safeParse({ isRead: true, userId: 'someone' }).success).toBe(false);
    expect(updateNotificationSchema.parse({ isArchived: true })).toEqual({ isArchived: true });
  });

  it('takes the whole set of preferences, every category named', () => {
    const defaults = defaultNotificationPreferences();
    expect(notificationPreferencesSchema.parse(defaults)).toEqual(defaults);
    const { Finance: _finance, ...missingFinance } = defaults.categoryTasks;
    expect(notificationPreferencesSchema.safeParse({ ...defaults, categoryTasks: missingFinance }).success).toBe(false);
    expect(notificationPreferencesSchema.safeParse({ ...defaults, leads: 'no' }).success).toBe(false);
    expect(
      notificationPreferencesSchema.safeParse({
        ...defaults,
        categoryTasks: { ...defaults.categoryTasks, Weddings: true },
      }).success,
    ).toBe(false);
  });
});
