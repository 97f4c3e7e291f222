import { randomBytes } from 'node:crypto';
import {
  calendarDateIn,
  createLeadSchema,
  inquiryNotes,
  leadSources,
  sessionTypes,
  toIsoDate,
  type Inquiry,
  type InquiryFormSettings,
  type Lead,
  type PublicInquiryForm,
} from '@shutterdesk/core';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { consumeRateLimit } from '../../auth/rate-limit';
import type { Database } from '../../db/client';
import { inquiryForms, profiles } from '../../db/schema';
import { AppError, notFound } from '../../errors';

/** What the app hands in from Lead Flow and the notification centre: features do not import each other. */
export interface InquiryDelivery {
  /** Lead Flow's own lead creation (its rules; its reminders for a website inquiry), in the inquiry's transaction. */
  addLead(tx: Database, userId: string, lead: z.output<typeof createLeadSchema>, now: Date): Promise<Lead>;
  /** The bell's notification of the new lead, in the same transaction (announced as it commits). */
  notify(tx: Database, userId: string, lead: Lead, now: Date): Promise<void>;
}

/** One address may send a few inquiries, one form a few dozen an hour: enough for people, too few for a flood. */
const perAddressLimit = { window: 10 * 60, max: 5 };
const perFormLimit = { window: 60 * 60, max: 30 };

const websiteSource = leadSources.find((source) => source.label === 'Website')?.code ?? '5';
const formNotFound = () => notFound('Inquiry form');

function newPublicId(): string {
  return randomBytes(24).toString('base64url');
}

function settingsOf(row: { publicId: string; enabled: boolean }, appUrl: string): InquiryFormSettings {
  return { enabled: row.enabled, url: `${appUrl}/inquiry/${row.publicId}` };
}

/** GET /api/inquiry-form: the user's form, made (turned off) on the first read. */
export async function readInquiryForm(db: Database, userId: string, appUrl: string): Promise<InquiryFormSettings> {
  await db.insert(inquiryForms).values({ userId, publicId: newPublicId() }).onConflictDoNothing();
  const [row] = await db.select().from(inquiryForms).where(eq(inquiryForms.userId, userId));
  if (!row) throw new Error('The inquiry form was not stored');
  return settingsOf(row, appUrl);
}

/** PUT /api/inquiry-form */
export async function setInquiryFormEnabled(
  db: Database,
  userId: string,
  enabled: boolean,
  appUrl: string,
): Promise<InquiryFormSettings> {
  const [row] = await db
    .insert(inquiryForms)
    .values({ userId, publicId: newPublicId(), enabled })
    .onConflictDoUpdate({ target: inquiryForms.userId, set: { enabled } })
    .returning();
  if (!row) throw new Error('The inquiry form was not stored');
  return settingsOf(row, appUrl);
}

/** POST /api/inquiry-form/renew: a new public id; the old address names no form from now on. */
export async function renewInquiryForm(db: Database, userId: string, appUrl: string): Promise<InquiryFormSettings> {
  const publicId = newPublicId();
  const [row] = await db
    .insert(inquiryForms)
    .values({ userId, publicId })
    .onConflictDoUpdate({ target: inquiryForms.userId, set: { publicId } })
    .returning();
  if (!row) throw new Error('The inquiry form was not stored');
  return settingsOf(row, appUrl);
}

/** The owner of an open form; an unknown, replaced or turned-off one is not found. */
async function openFormOwner(db: Database, publicId: string) {
  const [owner] = await db
    .select({ userId: inquiryForms.userId, name: profiles.name, email: profiles.email, timezone: profiles.timezone })
    .from(inquiryForms)
    .innerJoin(profiles, eq(profiles.id, inquiryForms.userId))
    .where(and(eq(inquiryForms.publicId, publicId), eq(inquiryForms.enabled, true)));
  if (!owner) throw formNotFound();
  return owner;
}

/** GET /api/inquiry-forms/{id} */
export async function readPublicInquiryForm(db: Database, publicId: string): Promise<PublicInquiryForm> {
  const owner = await openFormOwner(db, publicId);
  return { studioName: owner.name, sessionTypes: [...sessionTypes] };
}

export interface ReceivedInquiry {
  /** The lead made; null when the inquiry was dropped (a filled honeypot). */
  lead: Lead | null;
  photographer: { userId: string; name: string; email: string };
}

/**
 * POST /api/inquiry-forms/{id}: counts the attempt against the sender's address and the form, drops a bot's
 * (filled honeypot) silently, and otherwise adds the lead and its notification in one transaction.
 */
export async function receiveInquiry(
  db: Database,
  delivery: InquiryDelivery,
  publicId: string,
  inquiry: Inquiry,
  clientIp: string,
  now: Date,
): Promise<ReceivedInquiry> {
  const owner = await openFormOwner(db, publicId);
  for (const [key, rule] of [
    [`inquiry-address|${clientIp}`, perAddressLimit],
    [`inquiry-form|${publicId}`, perFormLimit],
  ] as const) {
    const { allowed } = await consumeRateLimit(db, key, rule, now.getTime());
    if (!allowed) throw new AppError('RATE_LIMITED', 'Too many inquiries were sent. Please try again later.');
  }
  const photographer = { userId: owner.userId, name: owner.name, email: owner.email };
  if (inquiry.website !== '') return { lead: null, photographer };
  const lead = createLeadSchema.parse({
    name: inquiry.name,
    sessionType: inquiry.sessionType,
    source: websiteSource,
    inquiryDate: toIsoDate(calendarDateIn(now, owner.timezone)),
    notes: inquiryNotes(inquiry),
  });
  const created = await db.transaction(async (tx) => {
    const row = await delivery.addLead(tx, owner.userId, lead, now);
    await delivery.notify(tx, owner.userId, row, now);
    return row;
  });
  return { lead: created, photographer };
}
