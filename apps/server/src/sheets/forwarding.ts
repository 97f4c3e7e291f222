import { bugReportFormFields, feedbackFormFields } from '@shutterdesk/core';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import { bugReports, feedback, type BugReportRow, type FeedbackRow } from '../db/schema';
import type { Logger } from '../logger';

/** How long the spreadsheet script may take to answer one forward. */
const forwardTimeoutMs = 15_000;
/** Rows of each form forwarded per retry pass, so a long outage does not end in one burst. */
const retryBatchSize = 20;
const maxBackoffMs = 6 * 60 * 60 * 1000;

/** Waits a minute after the first failure, doubling up to six hours; it never gives up. */
export const forwardBackoffMs = (attempt: number) => Math.min(60_000 * 2 ** Math.max(0, attempt - 1), maxBackoffMs);

function formData(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

const feedbackForm = (row: FeedbackRow) =>
  formData(
    feedbackFormFields({
      name: row.name,
      email: row.email,
      clients: row.clients,
      usage: row.usage,
      intuitive: row.intuitive,
      helped: row.helped,
      change: row.change,
      missing: row.missing,
      longerTerm: row.longerTerm,
      price: row.price,
      final: row.final,
    }),
  );

/** The text fields, the screenshot's base64 among them, and the screenshot as a file. */
function bugReportForm(row: BugReportRow): FormData {
  const { name, email, device, browser, action, issue, recreate, screenshot, screenshotName, screenshotType } = row;
  const form = formData(
    bugReportFormFields({ name, email, device, browser, action, issue, recreate }, screenshot?.toString('base64')),
  );
  if (screenshot && screenshotName && screenshotType) {
    form.append('screenshot', new Blob([new Uint8Array(screenshot)], { type: screenshotType }), screenshotName);
  }
  return form;
}

/**
 * The forms that are forwarded, each with its table (sharing the forwarding columns) and its form data. A row's
 * kind is a run-time value, so the compiler cannot pair a row with its form; each form only ever gets rows read
 * from its own table.
 */
const sheets = {
  feedback: { table: feedback, formOf: feedbackForm as (row: FeedbackRow | BugReportRow) => FormData },
  bugReport: { table: bugReports, formOf: bugReportForm as (row: FeedbackRow | BugReportRow) => FormData },
};
export type SheetKind = keyof typeof sheets;

export interface SheetForwardingOptions {
  db: Database;
  /** SHEETS_WEBHOOK_URL; without it answers are only stored. */
  webhookUrl: string | undefined;
  retryIntervalMs: number;
  clock: Clock;
  logger: Logger;
}

/** What forwarding a row needs beyond the row: the database it is claimed in, the time, and where failures go. */
type ForwardingContext = Pick<SheetForwardingOptions, 'db' | 'clock' | 'logger'>;

/** Takes the row if it is due and nobody else took it first (the attempt count acts as a version). */
async function claim(
  { db, clock }: ForwardingContext,
  kind: SheetKind,
  id: string,
): Promise<FeedbackRow | BugReportRow | undefined> {
  const { table } = sheets[kind];
  const now = clock.now();
  const [due] = await db
    .select({ attempts: table.forwardAttempts })
    .from(table)
    .where(and(eq(table.id, id), isNull(table.forwardedAt), lte(table.nextForwardAt, now)));
  if (!due) return undefined;
  const attempt = due.attempts + 1;
  const [claimed] = await db
    .update(table)
    .set({ forwardAttempts: attempt, nextForwardAt: new Date(now.getTime() + forwardBackoffMs(attempt)) })
    .where(and(eq(table.id, id), eq(table.forwardAttempts, due.attempts), isNull(table.forwardedAt)))
    .returning();
  return claimed;
}

/** Success is an OK answer whose JSON `result` is 'success'; anything else is a failure to retry. */
async function send(
  { db, clock, logger }: ForwardingContext,
  kind: SheetKind,
  row: FeedbackRow | BugReportRow,
  url: string,
): Promise<void> {
  const { table, formOf } = sheets[kind];
  try {
    const response = await fetch(url, {
      method: 'POST',
      body: formOf(row),
      signal: AbortSignal.timeout(forwardTimeoutMs),
    });
    const answer = (await response.json().catch(() => undefined)) as { result?: unknown } | undefined;
    if (!response.ok || answer?.result !== 'success') {
      throw new Error(`The spreadsheet script answered ${response.status} with result ${String(answer?.result)}`);
    }
    await db.update(table).set({ forwardedAt: clock.now(), lastForwardError: null }).where(eq(table.id, row.id));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    logger.warn({ kind, id: row.id, attempt: row.forwardAttempts, err: message }, 'spreadsheet forward failed');
    await db.update(table).set({ lastForwardError: message }).where(eq(table.id, row.id));
  }
}

async function forward(ctx: ForwardingContext, url: string, kind: SheetKind, id: string): Promise<void> {
  const row = await claim(ctx, kind, id);
  if (row) await send(ctx, kind, row, url);
}

/** One retry pass: the rows of each form that are due, oldest first, a batch of each. */
async function retryDue(ctx: ForwardingContext, url: string): Promise<void> {
  for (const kind of Object.keys(sheets) as SheetKind[]) {
    const { table } = sheets[kind];
    const due = await ctx.db
      .select({ id: table.id })
      .from(table)
      .where(and(isNull(table.forwardedAt), lte(table.nextForwardAt, ctx.clock.now())))
      .orderBy(asc(table.nextForwardAt))
      .limit(retryBatchSize);
    for (const { id } of due) await forward(ctx, url, kind, id);
  }
}

/**
 * Forwards stored feedback and bug reports to the spreadsheet script as its form data and retries failed forwards
 * on a timer. A row is claimed by moving its next attempt on before sending, so two instances never send the same
 * answer at the same time.
 */
export function createSheetForwarding({ webhookUrl, retryIntervalMs, ...ctx }: SheetForwardingOptions) {
  const inFlight = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;

  /** Runs work in the background but remembers it, so stop() can wait for it before the database closes. */
  function track(work: Promise<void>): void {
    const tracked = work
      .catch((error: unknown) => ctx.logger.error({ err: error }, 'spreadsheet forwarding failed'))
      .finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  }

  return {
    /** Forwards a just-stored answer without making the person wait for the spreadsheet. */
    forwardSoon(kind: SheetKind, id: string): void {
      if (webhookUrl) track(forward(ctx, webhookUrl, kind, id));
    },
    start(): void {
      if (!webhookUrl || timer) return;
      const url = webhookUrl;
      timer = setInterval(() => {
        // One pass at a time: a slow spreadsheet must not pile passes up.
        if (inFlight.size === 0) track(retryDue(ctx, url));
      }, retryIntervalMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await Promise.all([...inFlight]);
    },
  };
}

export type SheetForwarding = ReturnType<typeof createSheetForwarding>;
