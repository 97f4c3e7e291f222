import type { NotificationFilter } from '@shutterdesk/core';

const notifications = ['notifications'] as const;
const admin = ['admin'] as const;
/** The users list's pages and each user's details: one prefix, as a change to a user shows in both. */
const adminUsers = [...admin, 'users'] as const;

/**
 * Every key of the TanStack Query cache, so a screen that reads a list and a change that updates it cannot
 * disagree on its name. A list's key is also the mutation key of every change to it: that is how a change
 * knows whether another one is still under way (lib/optimistic-list.ts).
 */
export const queryKeys = {
  /** Who is signed in: the user's profile (points, categories, column choices), or null when signed out. */
  profile: ['profile'] as const,
  /** GET /api/config: billing on/off and the support address. */
  config: ['config'] as const,
  /** The user's clients (Client Flow), newest first, while the list is short enough to be kept whole. */
  clients: ['clients'] as const,
  /** The prefix of every answer of a Client Flow view (lib/windowed-list.ts). */
  clientPages: ['clients', 'view'] as const,
  /** A Client Flow view's first answer, or one window of it. */
  clientPage: (query: string, window: number | 'first') => ['clients', 'view', query, window] as const,
  /** Mutation key of saving which checklist columns show; the choice itself lives on the profile. */
  clientHeaders: ['client-headers'] as const,
  /** The session templates, one per session type that has one (docs/decisions/0018-session-templates.md). */
  sessionTemplates: ['session-templates'] as const,
  /** The e-mail templates and the workflow switches (docs/decisions/0022-workflows.md). */
  emailTemplates: ['workflows', 'templates'] as const,
  workflowSettings: ['workflows', 'settings'] as const,
  /** A lead's or a client's messages: sent, failed, cancelled, queued and still to come. */
  messageTimeline: (record: 'lead' | 'client', id: string) => ['messages', record, id] as const,
  /** What a client's ready step would send, read for its preview. */
  stepMessage: (stepId: string) => ['messages', 'step', stepId] as const,
  /** The dashboard's figure: automatic messages sent and still due today. */
  todayMessages: ['messages', 'today'] as const,
  /** Client Flow's Steps cells: per client with template steps, how many are done and the next one. */
  clientStepSummaries: ['client-steps'] as const,
  /** One client's template steps (the Steps dialog). */
  clientSteps: (clientId: string) => ['client-steps', clientId] as const,
  /** The user's leads (Lead Flow), newest inquiry first, while the list is short enough to be kept whole. */
  leads: ['leads'] as const,
  /** The prefix of every answer of a Lead Flow view (lib/windowed-list.ts). */
  leadPages: ['leads', 'view'] as const,
  /** A Lead Flow view's first answer, or one window of it. */
  leadPage: (query: string, window: number | 'first') => ['leads', 'view', query, window] as const,
  /** Lead Flow's Insights panel: figures of the last 12 months (its own prefix: no list change writes into it). */
  leadInsights: ['lead-insights'] as const,
  /** The command palette's search for this text (already trimmed and cut to its length). */
  search: (needle: string) => ['search', needle] as const,
  /** The routines of the dashboard's category cards. */
  tasks: ['tasks'] as const,
  /** The dashboard's priority tasks, newest first. */
  priorityTasks: ['priority-tasks'] as const,
  /** The prefix of every notification list: invalidating it refreshes them all, counts included. */
  notifications,
  /** One filter's list (all, unread, read, archived) with the counts of the whole history (the bell's badge). */
  notificationList: (filter: NotificationFilter) => [...notifications, filter] as const,
  /** GET /api/billing/plans: the plans on offer, the same for everyone. */
  plans: ['billing', 'plans'] as const,
  /** The user's subscriptions, newest first. */
  subscriptions: ['billing', 'subscriptions'] as const,
  /** What the payment success screen reads of the checkout it returns from. */
  checkoutSession: (sessionId: string) => ['billing', 'checkout-session', sessionId] as const,
  /** The private calendar feed's address (account settings). */
  calendarFeed: ['account', 'calendar-feed'] as const,
  /** The website inquiry form: on or off, and its public address (account settings). */
  inquiryForm: ['account', 'inquiry-form'] as const,
  /** Where the user is signed in (account settings). */
  devices: ['account', 'devices'] as const,
  /** GET /api/chat/status: whether the post helper has a model connected. */
  chatStatus: ['chat', 'status'] as const,
  /** The prefix of everything the admin area reads: what an admin changes may show on any of its screens. */
  admin,
  /** One page of the admin users list, as its address asks for it. */
  adminUserPage: (query: Record<string, string>) => [...adminUsers, 'page', query] as const,
  /** One user's details in the admin area. */
  adminUser: (userId: string) => [...adminUsers, 'details', userId] as const,
  /** One page of the audit trail. */
  adminAudit: (query: Record<string, string>) => [...admin, 'audit', query] as const,
  /** Every discount coupon, newest first. */
  adminCoupons: [...admin, 'coupons'] as const,
  /** One page of an inbox (waitlist, feedback, bug reports). */
  adminInbox: (kind: string, query: Record<string, string>) => [...admin, 'inbox', kind, query] as const,
};

/** True for any cached answer except the profile, i.e. what belongs to the data of the signed-in user. */
export const isNotProfileQuery = (query: { queryKey: readonly unknown[] }): boolean =>
  query.queryKey[0] !== queryKeys.profile[0];
