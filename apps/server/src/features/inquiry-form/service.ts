import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  calendarDateIn,
  createLeadSchema,
  inquiryMinFillMs,
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
  /** Tells the user's open Lead Flow of the new lead as the transaction commits, notified or not. */
  announce(tx: Database, userId: string, lead: Lead): Promise<void>;
  /** The workflows' instant reply, queued in the same transaction when switched on; says whether it was. */
  queueReply(tx: Database, userId: string, lead: Lead, now: Date): Promise<boolean>;
}

/**
 * Limits (docs/decisions/0013-calendar-feed-and-inquiry-form.md). A person sends one inquiry, perhaps a correction:
 * three an hour per sender. A studio's busiest hour brings a handful; sixty an hour per form leaves room for a
 * campaign's rush, and with three per sender it takes twenty senders to fill, not six. Only what passes the
 * honeypot and the time-to-fill counts, so bots do not use up genuine visitors' room.
 */
const perSenderLimit = { window: 60 * 60, max: 3 };
const perFormLimit = { window: 60 * 60, max: 60 };
/** The photographer is told of the first inquiry of a burst; those in the next ten minutes only join Lead Flow. */
const noticeBurst = { window: 10 * 60, max: 1 };

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

/**
 * The form token: when it was issued and an HMAC of that and the form's id under the server's secret, so it can
 * be neither forged nor moved to another form (a new address ends its tokens too).
 */
function formTokenSignature(publicId: string, issuedAt: number, secret: string): Buffer {
  return createHmac('sha256', secret).update(`inquiry-form:${publicId}:${issuedAt}`).digest();
}

function issueFormToken(publicId: string, now: Date, secret: string): string {
  const issuedAt = now.getTime();
  return `${issuedAt}.${formTokenSignature(publicId, issuedAt, secret).toString('base64url')}`;
}

/** When a genuine token was issued, or undefined for a missing, malformed or forged one. */
function formTokenIssuedAt(token: string, publicId: string, secret: string): number | undefined {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const issuedAt = Number(match[1]);
  const expected = formTokenSignature(publicId, issuedAt, secret);
  const given = Buffer.from(match[2]!, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? issuedAt : undefined;
}

/**
 * What people never do: fill the field they cannot see, or send the form without having read it, or sooner than
 * anyone types. Such an inquiry is answered as any other and dropped, and counts toward no limit. A token has no
 * upper age: a visitor may leave the page open overnight.
 */
function looksLikeABot(inquiry: Inquiry, publicId: string, now: Date, secret: string): boolean {
  if (inquiry.website !== '') return true;
  const issuedAt = formTokenIssuedAt(inquiry.formToken, publicId, secret);
  return issuedAt === undefined || now.getTime() - issuedAt < inquiryMinFillMs;
}

/**
 * The sender a per-sender limit counts: an IPv4 address, or an IPv6 address's /64 (one host or home network
 * usually has a whole /64, so counted per address it could send from millions).
 */
function senderOf(address: string): string {
  const host = address.split('%')[0]!;
  if (!host.includes(':')) return host;
  const mappedIpv4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(host);
  if (mappedIpv4) return mappedIpv4[1]!;
  const [head = '', tail] = host.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined
      ? headGroups
      : [
          ...headGroups,
          ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'),
          ...tailGroups,
        ];
  return `${groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}

/** GET /api/inquiry-forms/{id} */
export async function readPublicInquiryForm(
  db: Database,
  publicId: string,
  now: Date,
  secret: string,
): Promise<PublicInquiryForm> {
  const owner = await openFormOwner(db, publicId);
  return { studioName: owner.name, sessionTypes: [...sessionTypes], formToken: issueFormToken(publicId, now, secret) };
}

export interface ReceivedInquiry {
  /** The lead made; null when the inquiry was dropped as a bot's. */
  lead: Lead | null;
  /** Whether the photographer was notified: the first inquiry of a burst only. */
  notified: boolean;
  /** Whether the instant reply was queued (it is sent once the transaction has committed). */
  replyQueued: boolean;
  photographer: { userId: string; name: string; email: string };
}

/**
 * POST /api/inquiry-forms/{id}: drops a bot's inquiry silently (without counting it), counts the rest against the
 * sender and the form, and adds the lead in one transaction with its announcement to the photographer's open Lead
 * Flow and, when it is the first of a burst, the photographer's notification.
 */
export async function receiveInquiry(
  db: Database,
  delivery: InquiryDelivery,
  publicId: string,
  inquiry: Inquiry,
  clientIp: string,
  now: Date,
  secret: string,
): Promise<ReceivedInquiry> {
  const owner = await openFormOwner(db, publicId);
  const photographer = { userId: owner.userId, name: owner.name, email: owner.email };
  if (looksLikeABot(inquiry, publicId, now, secret)) {
    return { lead: null, notified: false, replyQueued: false, photographer };
  }
  // The sender's limit first: a sender over theirs uses up none of the form's.
  for (const [key, rule] of [
    [`inquiry-sender|${senderOf(clientIp)}`, perSenderLimit],
    [`inquiry-form|${publicId}`, perFormLimit],
  ] as const) {
    const { allowed } = await consumeRateLimit(db, key, rule, now.getTime());
    if (!allowed) throw new AppError('RATE_LIMITED', 'Too many inquiries were sent. Please try again later.');
  }
  const lead = createLeadSchema.parse({
    name: inquiry.name,
    sessionType: inquiry.sessionType,
    source: websiteSource,
    inquiryDate: toIsoDate(calendarDateIn(now, owner.timezone)),
    notes: inquiryNotes(inquiry),
    // Where the instant reply and follow-ups go.
    email: inquiry.email,
  });
  const { created, notified, replyQueued } = await db.transaction(async (tx) => {
    const row = await delivery.addLead(tx, owner.userId, lead, now);
    await delivery.announce(tx, owner.userId, row);
    // Counted in the lead's transaction: two inquiries at once notify once, and a lead that fails uses no notice.
    const { allowed: firstOfBurst } = await consumeRateLimit(
      tx,
      `inquiry-notice|${owner.userId}`,
      noticeBurst,
      now.getTime(),
    );
    if (firstOfBurst) await delivery.notify(tx, owner.userId, row, now);
    return { created: row, notified: firstOfBurst, replyQueued: await delivery.queueReply(tx, owner.userId, row, now) };
  });
  return { lead: created, notified, replyQueued, photographer };
}
