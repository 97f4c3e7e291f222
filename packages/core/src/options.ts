/** Option lists and defaults of docs/product.md. */

/** The nine onboarding areas; each becomes a task category card on the dashboard. */
export const taskCategories = [
  'CRM',
  'Gallery',
  'Finance',
  'Google',
  'Social Media',
  'Newsletter',
  'Client Flow',
  'Website',
  'Personal',
] as const;
export type TaskCategory = (typeof taskCategories)[number];

/** The names a user gave their category cards; a card without one is titled by its category. */
export type CategoryNames = Partial<Record<TaskCategory, string>>;

/** A card's title: the name the user gave it, otherwise its category. */
export function categoryDisplayName(category: TaskCategory, names: CategoryNames): string {
  return names[category] ?? category;
}

/** The keys of a profile's links, one per category (spec: links). */
export const linkKeys = [
  'crm',
  'gallery',
  'finance',
  'google',
  'socialMedia',
  'newsletter',
  'clientWorkflow',
  'website',
  'personal',
] as const;
export type LinkKey = (typeof linkKeys)[number];
export type ProfileLinks = Record<LinkKey, string>;

/** The link key that stores each category's link (the links map names Client Flow "clientWorkflow"). */
export const categoryLinkKeys: Record<TaskCategory, LinkKey> = {
  CRM: 'crm',
  Gallery: 'gallery',
  Finance: 'finance',
  Google: 'google',
  'Social Media': 'socialMedia',
  Newsletter: 'newsletter',
  'Client Flow': 'clientWorkflow',
  Website: 'website',
  Personal: 'personal',
};

export const defaultLinks: ProfileLinks = Object.fromEntries(linkKeys.map((key) => [key, ''])) as ProfileLinks;

/** The nine categories of the notification preferences map (account settings names Client Flow "Client Workflow"). */
export const notificationCategories = [
  'CRM',
  'Gallery',
  'Finance',
  'Google',
  'Social Media',
  'Newsletter',
  'Client Workflow',
  'Website',
  'Personal',
] as const;
export type NotificationCategory = (typeof notificationCategories)[number];

export interface NotificationPreferences {
  priorityTasks: boolean;
  leads: boolean;
  clients: boolean;
  categoryTasks: Record<NotificationCategory, boolean>;
}

export function defaultNotificationPreferences(): NotificationPreferences {
  return {
    priorityTasks: true,
    leads: true,
    clients: true,
    categoryTasks: Object.fromEntries(notificationCategories.map((category) => [category, true])) as Record<
      NotificationCategory,
      boolean
    >,
  };
}

/** How often a category task recurs; the dashboard reopens it at the start of each period (day, ISO week, month, year). */
export const taskFrequencies = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type TaskFrequency = (typeof taskFrequencies)[number];

export const taskFrequencyLabels: Record<TaskFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  yearly: 'Yearly',
};

/** The frequencies as choices of a select: value and label. */
export const taskFrequencyOptions = taskFrequencies.map((value) => ({ value, label: taskFrequencyLabels[value] }));

export type PredefinedTasks = Record<TaskFrequency, readonly string[]>;

/** The predefined task suggestions of each onboarding area; there are none for yearly routines. */
export const predefinedTasks: Record<TaskCategory, PredefinedTasks> = {
  CRM: {
    daily: ['Follow up with leads', 'Respond to new leads', 'Complete client workflow tasks'],
    weekly: ['Review upcoming week and needs'],
    monthly: ['Follow up with past clients (milestone, first birthday)', 'Audit client workflow emails'],
    yearly: [],
  },
  Gallery: {
    daily: ['Send galleries'],
    weekly: ['Review galleries with no order'],
    monthly: ['Update products and pricing in store'],
    yearly: [],
  },
  Finance: {
    daily: ['Send invoices', 'Check on payments'],
    weekly: ['Bookkeeping', 'Record receipts'],
    monthly: ['Pay sales tax', 'Review P&L'],
    yearly: [],
  },
  Google: {
    daily: ['Reply to reviews'],
    weekly: ['Add images to Google profile', 'Post Google update', 'Check SEO'],
    monthly: ['Update services or hours', 'Request reviews', 'Tweak keywords if needed'],
    yearly: [],
  },
  'Social Media': {
    daily: ['Respond to comments/DMs', 'Post to stories', 'Post to grid'],
    weekly: [
      'Pin important reels/posts',
      'Repost client testimonials',
      'Engage with other accounts',
      'Pin images on Pinterest',
    ],
    monthly: ['Plan content calendar', 'Update link in bio'],
    yearly: [],
  },
  Newsletter: {
    daily: [],
    weekly: [],
    monthly: ['Write newsletter', 'Send newsletter', 'Clean up email list'],
    yearly: [],
  },
  'Client Flow': {
    daily: ['Prep galleries', 'Design artwork', 'Ask for reviews from delivered sessions'],
    weekly: ['Submit print orders', 'Pull best images from sessions'],
    monthly: ['Update welcome and prep guides', 'Order supplies'],
    yearly: [],
  },
  Website: {
    daily: [],
    weekly: ['Review website stats', 'Publish blog post'],
    monthly: ['Update portfolio'],
    yearly: [],
  },
  Personal: {
    daily: ['Journal', 'Read 10 pages'],
    weekly: ['Self-care activity', 'Move your body'],
    monthly: [],
    yearly: [],
  },
};

/** Points for completing a task once in its period (docs/decisions/0005-recurring-tasks.md); un-completing takes them back. */
export const completionPoints = { daily: 1, weekly: 3, monthly: 5, yearly: 10, priority: 2 } as const satisfies Record<
  TaskFrequency | 'priority',
  number
>;

export interface ChecklistHeader {
  id: string;
  label: string;
}

export interface ClientHeaders {
  sessionInfo: ChecklistHeader[];
  preSession: ChecklistHeader[];
  postSession: ChecklistHeader[];
}

/** The default checklist columns; ids are the client fields they show. */
export function defaultClientHeaders(): ClientHeaders {
  return {
    sessionInfo: [
      { id: 'name', label: 'Client Name' },
      { id: 'sessionType', label: 'Session Type' },
      { id: 'sessionPackage', label: 'Session Package' },
      { id: 'sessionDate', label: 'Session Date' },
    ],
    preSession: [
      { id: 'contractSigned', label: 'Contract Signed' },
      { id: 'invoicePaid', label: 'Invoice Paid' },
      { id: 'prepEmail', label: 'Prep Email Sent' },
      { id: 'questionnaireReceived', label: 'Questionnaire Received' },
      { id: 'locationConfirmed', label: 'Location Confirmed' },
      { id: 'asstConfirmed', label: 'Asst/Second Shooter Confirmed' },
      { id: 'wardrobeAppointment', label: 'Wardrobe Appointment' },
      { id: 'makeup', label: 'Hair & Makeup' },
      { id: 'sessionConsultation', label: 'Session Consultation' },
    ],
    postSession: [
      { id: 'galleryDue', label: 'Gallery Due Date' },
      { id: 'culled', label: 'Culled' },
      { id: 'edited', label: 'Edited' },
      { id: 'sneakPeek', label: 'Sneak Peek' },
      { id: 'retouching', label: 'Retouching Completed' },
      { id: 'backedUp', label: 'Backed Up' },
      { id: 'galleryCreated', label: 'Gallery Created' },
      { id: 'orderingAppointment', label: 'Ordering Appointment' },
      { id: 'productsOrdered', label: 'Products Ordered' },
      { id: 'orderNotes', label: 'Order Notes' },
      { id: 'delivered', label: 'Delivered' },
      { id: 'clientReviewRequested', label: 'Client Review Requested' },
      { id: 'sessionShared', label: 'Session Shared' },
    ],
  };
}

export const subscriptionStates = ['free-trial', 'paid'] as const;
export type Subscription = (typeof subscriptionStates)[number];
