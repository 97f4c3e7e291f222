import { randomUUID } from 'node:crypto';
import {
  initialPostSession,
  initialPreSession,
  leadSources,
  type BookingStatus,
  type ClientSession,
  type ContactMethod,
  type LeadSourceCode,
  type PostSession,
  type PreSession,
  type SessionPackage,
  type SessionType,
} from '@shutterdesk/core';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { clients, leads } from '../db/schema';
import { clientValues, type NewClient } from '../records/client-rows';
import { nullIfBlank } from '../records/owned-rows';

/**
 * Realistic clients and leads for the demo seed, the integration tests, the browser tests' fixtures and the
 * bench. Everything is drawn from a seeded generator, so the same seed and day give the same photographer's
 * studio every time (a bench run is repeatable). Two ways to ask:
 * - a count: rows as a real studio would have them (sessions over two years, checklists as far along as the
 *   session date makes sense, leads from every source in a mix of statuses);
 * - a list of specs: each row as the Add form would create it (nothing ticked, lead pending), with the
 *   required fields made up when the spec leaves them out, plus whatever the spec sets.
 */

export interface ClientSpec {
  name?: string;
  email?: string;
  phone?: string;
  session?: Partial<ClientSession>;
  preSession?: Partial<PreSession>;
  postSession?: Partial<PostSession>;
  /** ISO instant; by default a while before the session. */
  createdAt?: string;
}

export interface LeadSpec {
  name?: string;
  /** yyyy-MM-dd */
  inquiryDate?: string;
  sessionType?: SessionType;
  source?: LeadSourceCode;
  contactMethod?: ContactMethod | '';
  notes?: string;
  crmWorkflowStarted?: boolean;
  booked?: boolean;
  sessionPackage?: SessionPackage | '';
  contacted?: boolean;
  pricingSent?: boolean;
  /** yyyy-MM-dd or '' */
  followUp?: string;
  /** Stored as given, so a test can store a value the app does not know (it reads as 'pending'). */
  bookingStatus?: BookingStatus | (string & {});
  /** ISO instant; by default during the inquiry day. */
  createdAt?: string;
}

export interface BuildOptions {
  /** The same seed (and day) gives the same rows. */
  seed?: number;
  /** The day the data is "as of": sessions before it are past, after it upcoming. Today by default. */
  today?: Date;
  /** Give rows built from specs realistic progress too (the demo's clients that came from booked leads). */
  realistic?: boolean;
}

export interface ClientDraft extends NewClient {
  createdAt: Date;
}

export type LeadDraft = Omit<typeof leads.$inferInsert, 'userId' | 'id'> & { createdAt: Date };

// ---------------------------------------------------------------------------------------------------------
// The seeded generator and day arithmetic

/** mulberry32: a small, fast, seedable generator; plenty for made-up studio data. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability: number) => next() < probability,
    pick: <T>(list: readonly T[]): T => list[int(0, list.length - 1)]!,
    weighted<T>(entries: readonly (readonly [T, number])[]): T {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return entries[entries.length - 1]![0];
    },
  };
}
type Random = ReturnType<typeof seededRandom>;

const dayMs = 24 * 60 * 60 * 1000;
const dayNumber = (instant: Date) => Math.floor(instant.getTime() / dayMs);
const isoDay = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);
const dayOf = (isoDate: string) => Math.floor(Date.parse(isoDate) / dayMs);
/** An instant during `day`, in studio hours (UTC), never after `latest`. */
const instantOn = (random: Random, day: number, latest: Date) =>
  new Date(Math.min(day * dayMs + random.int(8 * 3600, 21 * 3600) * 1000, latest.getTime()));

// ---------------------------------------------------------------------------------------------------------
// What a studio's data looks like

// prettier-ignore
const firstNames = [
  'Emma', 'Olivia', 'Ava', 'Sophia', 'Mia', 'Amelia', 'Harper', 'Evelyn', 'Abigail', 'Ella', 'Grace', 'Chloe',
  'Nora', 'Lily', 'Zoe', 'Hannah', 'Layla', 'Aria', 'Riley', 'Leah', 'Maya', 'Priya', 'Aisha', 'Sofia', 'Camila',
  'Liam', 'Noah', 'Oliver', 'Elijah', 'James', 'Lucas', 'Mason', 'Ethan', 'Logan', 'Jack', 'Henry', 'Owen',
  'Samuel', 'Caleb', 'Isaac', 'Daniel', 'Mateo', 'Leo', 'Julian', 'Ezra', 'Wyatt', 'Theo', 'Arjun', 'Kenji',
] as const;
// prettier-ignore
const lastNames = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez',
  'Lopez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Thompson', 'White',
  'Harris', 'Clark', 'Lewis', 'Walker', 'Hall', 'Young', 'Allen', 'King', 'Wright', 'Nguyen', 'Patel', 'Kim',
  'Chen', 'Okafor', 'Rossi', 'Novak', 'Sullivan', 'Bennett', 'Hughes', 'Foster', 'Reyes', 'Brooks', 'Carter',
] as const;
const areaCodes = ['212', '303', '312', '415', '503', '512', '617', '704', '808', '919'] as const;

const sessionTypeWeights = [
  ['Family', 22],
  ['Newborn', 14],
  ['Portrait', 14],
  ['Maternity', 10],
  ['Headshot', 10],
  ['Wedding', 10],
  ['Engagement', 9],
  ['Event', 6],
  ['Other', 5],
] as const satisfies readonly (readonly [SessionType, number])[];

const packageWeights = [
  ['Single session', 35],
  ['Mini session', 25],
  ['Custom package', 14],
  ['2 session membership', 11],
  ['3 session membership', 10],
  ['4 session membership', 5],
] as const satisfies readonly (readonly [SessionPackage, number])[];

const sourceWeights = [
  ['1', 30],
  ['4', 18],
  ['3', 15],
  ['5', 12],
  ['2', 10],
  ['6', 10],
  ['7', 5],
] as const satisfies readonly (readonly [LeadSourceCode, number])[];

const contactMethodWeights = [
  ['Email with pricing', 30],
  ['Social media DM', 22],
  ['Phone call', 16],
  ['Email without pricing', 14],
  ['Text message', 14],
  ['Other', 4],
] as const satisfies readonly (readonly [ContactMethod, number])[];

const orderNotes = [
  '16x20 canvas for the living room, 20 digital files.',
  'Wants the 10x10 heirloom album; sending cover samples.',
  'Three 8x10 prints and the full digital gallery.',
  'Ordered a metal print (24x36) and holiday cards.',
  'Digital files only; asked about a wall gallery for next year.',
  'Framed 11x14 for the grandparents, plus wallets.',
] as const;

const leadNotes = [
  'Asked about fall availability.',
  'Wants outdoor golden-hour photos.',
  'Budget-conscious; interested in mini sessions.',
  'Due in the spring; asked about a newborn package.',
  'Looking for a second shooter for the reception.',
  'Needs headshots for the whole team.',
  'Saw the beach session on Instagram and loved it.',
  'Wants to bring the dog.',
  'Asked whether hair and makeup is included.',
  'Comparing with two other photographers.',
] as const;

const isCouple = (type: SessionType) => type === 'Wedding' || type === 'Engagement';

function personName(random: Random, type: SessionType): string {
  const last = random.pick(lastNames);
  if (isCouple(type)) return `${random.pick(firstNames)} & ${random.pick(firstNames)} ${last}`;
  return `${random.pick(firstNames)} ${last}`;
}

function sessionPackageFor(random: Random, type: SessionType): SessionPackage {
  // Weddings and events are quoted one by one; the rest choose from the price list.
  if ((type === 'Wedding' || type === 'Event') && random.chance(0.7)) return 'Custom package';
  return random.weighted(packageWeights);
}

function contactDetails(random: Random, name: string, index: number) {
  // A couple writes from the first partner's address.
  const words = name.split(' ');
  const local = `${words[0]}.${words.at(-1)}`.toLowerCase();
  return {
    email: random.chance(0.85) ? `${local}${index % 7 === 0 ? index : ''}@example.com` : '',
    phone: random.chance(0.75) ? `(${random.pick(areaCodes)}) 555-01${String(random.int(0, 99)).padStart(2, '0')}` : '',
  };
}

// ---------------------------------------------------------------------------------------------------------
// Clients

/**
 * The checklists of a client whose session is `daysUntil` days away (negative: that long ago). Before the
 * session the pre-session items fill in as the date nears; afterwards the post-session work follows the usual
 * order (back up, cull, sneak peek, edit, retouch, gallery, deliver, order), each client at their own pace,
 * and a few old ones stalled part-way.
 */
function realisticChecklists(random: Random, type: SessionType, sessionDay: number | null, today: number) {
  const preSession = initialPreSession();
  const postSession = initialPostSession();
  if (sessionDay === null) {
    preSession.contractSigned = random.chance(0.5);
    return { preSession, postSession };
  }
  const daysUntil = sessionDay - today;
  const pace = 0.6 + random.next() * 0.6;
  // Pre-session readiness: 0 three months out, 1 on the day (sooner for a diligent studio).
  const readiness = daysUntil <= 0 ? 1 : Math.max(0, Math.min(1, (1 - daysUntil / 90) * (pace + 0.2)));
  const wantsMakeup = type !== 'Headshot' && type !== 'Event' && random.chance(0.4);
  const wantsWardrobe = ['Family', 'Maternity', 'Portrait', 'Engagement'].includes(type) && random.chance(0.6);
  preSession.contractSigned = readiness > 0 || random.chance(0.7);
  preSession.invoicePaid = readiness > 0.15;
  preSession.questionnaireReceived = readiness > 0.45;
  preSession.locationConfirmed = readiness > 0.65;
  preSession.prepEmail = readiness > 0.8;
  preSession.asstConfirmed = (type === 'Wedding' || type === 'Event') && readiness > 0.85;
  preSession.sessionConsultation = readiness > 0.6 ? 'completed' : readiness > 0.3 ? 'scheduled' : 'not scheduled';
  if (wantsWardrobe) {
    preSession.wardrobeAppointment = readiness > 0.8 ? 'completed' : readiness > 0.5 ? 'scheduled' : 'not scheduled';
  }
  if (wantsMakeup)
    preSession.makeup = daysUntil === 0 ? 'in progress' : readiness > 0.7 ? 'scheduled' : 'not scheduled';
  if (daysUntil >= 0) return { preSession, postSession };

  const stalledAt = random.chance(0.08) ? random.int(2, 30) : Infinity;
  const workDays = Math.min(-daysUntil * pace, stalledAt);
  const doneBy = (day: number) => workDays >= day;
  postSession.backedUp = doneBy(1);
  postSession.culled = doneBy(3);
  postSession.sneakPeek = doneBy(5) && random.chance(0.85);
  postSession.edited = doneBy(14);
  postSession.retouching = doneBy(21);
  postSession.galleryCreated = doneBy(24);
  postSession.orderingAppointment = doneBy(25) ? 'scheduled' : 'not scheduled';
  postSession.delivered = doneBy(28);
  postSession.clientReviewRequested = doneBy(32);
  postSession.productsOrdered = doneBy(40) && random.chance(0.75);
  postSession.sessionShared = doneBy(45) && random.chance(0.7);
  postSession.galleryDue = isoDay(sessionDay + 28);
  if (postSession.productsOrdered) postSession.orderNotes = random.pick(orderNotes);
  return { preSession, postSession };
}

function draftClient(random: Random, index: number, today: Date, spec: ClientSpec | null, realistic: boolean) {
  const todayNumber = dayNumber(today);
  const sessionType = spec?.session?.sessionType ?? random.weighted(sessionTypeWeights);
  const name = spec?.name ?? personName(random, sessionType);
  // Sessions from about fifteen months back to nine months ahead: two years of a studio's calendar.
  const generatedDay = todayNumber + random.int(-456, 274);
  const sessionDate = spec?.session?.sessionDate ?? (spec || random.chance(0.97) ? isoDay(generatedDay) : '');
  const sessionDay = sessionDate ? dayOf(sessionDate) : null;
  const checklists = realistic
    ? realisticChecklists(random, sessionType, sessionDay, todayNumber)
    : { preSession: initialPreSession(), postSession: initialPostSession() };
  const contact = realistic ? contactDetails(random, name, index) : { email: '', phone: '' };
  // Booked a few weeks to half a year before the session, and in any case by now.
  const bookedDay = Math.min((sessionDay ?? todayNumber) - random.int(20, 180), todayNumber - random.int(0, 30));
  const draft: ClientDraft = {
    name,
    email: spec?.email ?? contact.email,
    phone: spec?.phone ?? contact.phone,
    sessionDate,
    sessionType,
    sessionPackage: spec?.session?.sessionPackage ?? sessionPackageFor(random, sessionType),
    sessionDueDate: spec?.session?.sessionDueDate ?? '',
    preSession: { ...checklists.preSession, ...spec?.preSession },
    postSession: { ...checklists.postSession, ...spec?.postSession },
    createdAt: spec?.createdAt ? new Date(spec.createdAt) : instantOn(random, bookedDay, today),
  };
  return draft;
}

/** Clients to insert: `count` realistic ones, or one per spec (see the file comment). */
export function buildClients(countOrSpecs: number | readonly ClientSpec[], options: BuildOptions = {}): ClientDraft[] {
  const random = seededRandom(options.seed ?? 1);
  const today = options.today ?? new Date();
  if (typeof countOrSpecs === 'number') {
    return Array.from({ length: countOrSpecs }, (_, index) => draftClient(random, index, today, null, true));
  }
  return countOrSpecs.map((spec, index) => draftClient(random, index, today, spec, options.realistic ?? false));
}

// ---------------------------------------------------------------------------------------------------------
// Leads

/** Older inquiries have mostly been decided; recent ones are mostly still open. */
function bookingStatusFor(random: Random, ageDays: number): BookingStatus {
  if (ageDays < 21)
    return random.weighted([
      ['pending', 75],
      ['booked', 20],
      ['not booked', 5],
    ] as const);
  if (ageDays < 60)
    return random.weighted([
      ['pending', 35],
      ['booked', 40],
      ['not booked', 25],
    ] as const);
  return random.weighted([
    ['pending', 6],
    ['booked', 52],
    ['not booked', 42],
  ] as const);
}

function realisticLead(random: Random, index: number, todayNumber: number) {
  // Every source appears in any list of seven or more.
  const source = index < leadSources.length ? leadSources[index]!.code : random.weighted(sourceWeights);
  const inquiryDay = todayNumber - random.int(0, 729);
  const bookingStatus = bookingStatusFor(random, todayNumber - inquiryDay);
  const open = bookingStatus === 'pending';
  const contacted = !open || random.chance(0.8);
  const contactMethod: ContactMethod | '' = contacted ? random.weighted(contactMethodWeights) : '';
  const pricingSent =
    contactMethod === 'Email with pricing' || (contacted && random.chance(bookingStatus === 'booked' ? 0.9 : 0.6));
  // Open leads mostly have a follow-up, some overdue; a few were never given one.
  const followUp =
    open && random.chance(0.85)
      ? isoDay(todayNumber + random.int(-5, 14))
      : bookingStatus === 'not booked' && random.chance(0.3)
        ? isoDay(inquiryDay + random.int(3, 20))
        : '';
  const notes =
    source === '4' && random.chance(0.6)
      ? `Referred by ${random.pick(firstNames)} ${random.pick(lastNames)}.`
      : random.chance(0.7)
        ? random.pick(leadNotes)
        : '';
  return {
    source,
    inquiryDate: isoDay(inquiryDay),
    bookingStatus,
    contacted,
    contactMethod,
    pricingSent,
    crmWorkflowStarted: bookingStatus === 'booked' ? random.chance(0.95) : contacted && random.chance(0.45),
    followUp,
    notes,
  };
}

function draftLead(random: Random, index: number, today: Date, spec: LeadSpec | null): LeadDraft {
  const todayNumber = dayNumber(today);
  const sessionType = spec?.sessionType ?? random.weighted(sessionTypeWeights);
  const name = spec?.name ?? personName(random, sessionType);
  const generated = realisticLead(random, index, todayNumber);
  // A spec is a lead as the Add form makes it: only the required fields are made up.
  const base = spec
    ? {
        source: generated.source,
        inquiryDate: generated.inquiryDate,
        bookingStatus: 'pending',
        contacted: false,
        contactMethod: '' as const,
        pricingSent: false,
        crmWorkflowStarted: false,
        followUp: '',
        notes: '',
      }
    : generated;
  const bookingStatus = spec?.bookingStatus ?? (spec?.booked ? 'booked' : base.bookingStatus);
  const booked = spec?.booked ?? bookingStatus === 'booked';
  const inquiryDate = spec?.inquiryDate ?? base.inquiryDate;
  const packageChoice = sessionPackageFor(random, sessionType);
  return {
    name,
    inquiryDate,
    sessionType,
    source: spec?.source ?? base.source,
    contactMethod: nullIfBlank(spec?.contactMethod ?? base.contactMethod),
    notes: spec?.notes ?? base.notes,
    crmWorkflowStarted: spec?.crmWorkflowStarted ?? base.crmWorkflowStarted,
    booked,
    // As the Add form decides it: a package only for a booked lead.
    sessionPackage: nullIfBlank(spec?.sessionPackage ?? (booked ? packageChoice : '')),
    contacted: spec?.contacted ?? base.contacted,
    pricingSent: spec?.pricingSent ?? base.pricingSent,
    followUp: nullIfBlank(spec?.followUp ?? base.followUp),
    bookingStatus: bookingStatus as BookingStatus,
    createdAt: spec?.createdAt ? new Date(spec.createdAt) : instantOn(random, dayOf(inquiryDate), today),
  };
}

/** Leads to insert: `count` realistic ones (every source, booked / pending / not booked), or one per spec. */
export function buildLeads(countOrSpecs: number | readonly LeadSpec[], options: BuildOptions = {}): LeadDraft[] {
  const random = seededRandom(options.seed ?? 1);
  const today = options.today ?? new Date();
  if (typeof countOrSpecs === 'number') {
    return Array.from({ length: countOrSpecs }, (_, index) => draftLead(random, index, today, null));
  }
  return countOrSpecs.map((spec, index) => draftLead(random, index, today, spec));
}

// ---------------------------------------------------------------------------------------------------------
// Inserting fast

/** Rows per INSERT: 1,000 clients are 13,000 bound values, well under PostgreSQL's 65,535. */
const insertChunkSize = 1000;

function chunks<T>(rows: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += insertChunkSize) {
    result.push(rows.slice(start, start + insertChunkSize));
  }
  return result;
}

/** Inserts the clients for the user in multi-row chunks, in one transaction; returns their ids in order. */
export async function insertClients(db: Database, userId: string, drafts: readonly ClientDraft[]): Promise<string[]> {
  const rows = drafts.map(({ createdAt, ...client }) => ({
    ...clientValues(userId, client, createdAt),
    id: randomUUID(),
  }));
  await db.transaction(async (tx) => {
    for (const chunk of chunks(rows)) await tx.insert(clients).values(chunk);
  });
  return rows.map((row) => row.id);
}

/** Inserts the leads for the user in multi-row chunks, in one transaction; returns their ids in order. */
export async function insertLeads(db: Database, userId: string, drafts: readonly LeadDraft[]): Promise<string[]> {
  const rows = drafts.map((lead) => ({ ...lead, userId, id: randomUUID() }));
  await db.transaction(async (tx) => {
    for (const chunk of chunks(rows)) await tx.insert(leads).values(chunk);
  });
  return rows.map((row) => row.id);
}

/** Builds and inserts clients in one call (the fixtures' and the bench's way); returns their ids. */
export function createClients(
  db: Database,
  userId: string,
  countOrSpecs: number | readonly ClientSpec[],
  options?: BuildOptions,
): Promise<string[]> {
  return insertClients(db, userId, buildClients(countOrSpecs, options));
}

/** Builds and inserts leads in one call; returns their ids. */
export function createLeads(
  db: Database,
  userId: string,
  countOrSpecs: number | readonly LeadSpec[],
  options?: BuildOptions,
): Promise<string[]> {
  return insertLeads(db, userId, buildLeads(countOrSpecs, options));
}

// ---------------------------------------------------------------------------------------------------------
// The demo photographer

const demoSeed = 2024;
const demoClientCount = 150;
const demoLeadCount = 300;
/** How many of the demo's clients were booked leads; the rest are referrals and returning clients. */
const demoClientsFromLeads = 110;

/**
 * The demo's clients and leads: 300 leads over two years, and 150 clients, most of them booked leads
 * (same name, session type and package; the session a few weeks to months after the inquiry), the rest
 * referrals and returning clients who never were a lead. A user who already has clients, or leads, keeps them:
 * running the seed again adds nothing.
 */
export async function seedDemoClientsAndLeads(
  db: Database,
  userId: string,
  today = new Date(),
): Promise<{ clientsAdded: number; leadsAdded: number }> {
  const countOf = async (table: typeof clients | typeof leads) =>
    (await db.select({ value: count() }).from(table).where(eq(table.userId, userId)))[0]?.value ?? 0;
  const leadDrafts = buildLeads(demoLeadCount, { seed: demoSeed, today });
  let leadsAdded = 0;
  if ((await countOf(leads)) === 0) leadsAdded = (await insertLeads(db, userId, leadDrafts)).length;
  let clientsAdded = 0;
  if ((await countOf(clients)) === 0) {
    const random = seededRandom(demoSeed + 1);
    const fromLeads: ClientSpec[] = leadDrafts
      .filter((lead) => lead.bookingStatus === 'booked')
      .slice(0, demoClientsFromLeads)
      .map((lead) => ({
        name: lead.name,
        session: {
          sessionType: lead.sessionType,
          sessionPackage: lead.sessionPackage ?? 'Single session',
          sessionDate: isoDay(dayOf(lead.inquiryDate) + random.int(21, 160)),
        },
        // Converted a few days after the inquiry.
        createdAt: instantOn(random, dayOf(lead.inquiryDate) + random.int(1, 7), today).toISOString(),
      }));
    const drafts = [
      ...buildClients(fromLeads, { seed: demoSeed + 2, today, realistic: true }),
      ...buildClients(demoClientCount - fromLeads.length, { seed: demoSeed + 3, today }),
    ];
    clientsAdded = (await insertClients(db, userId, drafts)).length;
  }
  return { clientsAdded, leadsAdded };
}
