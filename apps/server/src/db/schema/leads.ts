import type { BookingStatus, ContactMethod, LeadSourceCode, SessionPackage, SessionType } from '@shutterdesk/core';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { clients } from './clients';
import { searchKey } from '../search-key';

/** An inquiry that may become a client (spec "Lead"); source is the code '1' to '7'. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    inquiryDate: date('inquiry_date', { mode: 'string' }).notNull(),
    sessionType: text('session_type').$type<SessionType>().notNull(),
    source: text('source').$type<LeadSourceCode>().notNull(),
    contactMethod: text('contact_method').$type<ContactMethod>(),
    notes: text('notes').notNull().default(''),
    /** Where automatic messages go (the inquiry form's address, or one typed in); '' without one. */
    email: text('email').notNull().default(''),
    /** When the lead unsubscribed from automatic messages (the link in each one); null while they have not. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    crmWorkflowStarted: boolean('crm_workflow_started').notNull().default(false),
    booked: boolean('booked').notNull().default(false),
    sessionPackage: text('session_package').$type<SessionPackage>(),
    contacted: boolean('contacted').notNull().default(false),
    /** When Contacted was first ticked, kept through later unticks; null if never, or unknown (leads stored before). */
    contactedAt: timestamp('contacted_at', { withTimezone: true }),
    /**
     * Whether 'New lead waiting' watches this lead: true for leads added in the app or through the website form,
     * false for imported leads and those stored before the reminder existed (docs/decisions/0015-lead-waiting.md).
     */
    remindIfUncontacted: boolean('remind_if_uncontacted').notNull().default(false),
    pricingSent: boolean('pricing_sent').notNull().default(false),
    followUp: date('follow_up', { mode: 'string' }),
    /** Read through normalizeBookingStatus: anything unknown counts as 'pending'. */
    bookingStatus: text('booking_status').$type<BookingStatus>().notNull().default('pending'),
    /** The client converting this lead made (always one of the same user's); deleting that client clears it. */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    /** What global search reads: the name folded by searchKey (accents off, lower case), kept with the row. */
    searchText: text('search_text').generatedAlwaysAs(searchKey(sql`"name"`)),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The orders Lead Flow's windows read (docs/decisions/0011): by inquiry date either way, ties newest first;
  // newest inquiry first is also the default order. Both serve a month or year filter.
  (table) => [
    index('leads_user_inquiry_date_desc_idx').on(
      table.userId,
      table.inquiryDate.desc(),
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('leads_user_inquiry_date_asc_idx').on(
      table.userId,
      table.inquiryDate.asc(),
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('leads_user_follow_up_idx')
      .on(table.userId, table.followUp)
      .where(sql`${table.followUp} is not null`),
    // Deleting a client looks up the lead that names it.
    index('leads_client_idx')
      .on(table.clientId)
      .where(sql`${table.clientId} is not null`),
    // The 'New lead waiting' tick reads only recent leads still waiting (reminder-queries.ts).
    index('leads_awaiting_contact_idx')
      .on(table.createdAt)
      .where(sql`${table.remindIfUncontacted} and ${table.contactedAt} is null`),
    check('leads_source_known', sql`${table.source} in ('1', '2', '3', '4', '5', '6', '7')`),
    // Global search (features/search): a case- and accent-insensitive "contains" on the name.
    index('leads_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

export type LeadRow = typeof leads.$inferSelect;
