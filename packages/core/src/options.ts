/** Option lists and defaults of spec doc 1, section 3. */

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
