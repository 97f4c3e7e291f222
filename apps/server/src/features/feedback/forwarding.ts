import { feedbackFormFields, type Feedback } from '@shutterdesk/core';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { feedback, type FeedbackRow } from '../../db/schema';
import type { Logger } from '../../logger';

/** How long the spreadsheet script may take to answer one forward. */
const forwardTimeoutMs = 15_000;
/** Rows forwarded per retry pass, so a long outage does not end in one burst. */
const retryBatchSize = 20;
const maxBackoffMs = 6 * 60 * 60 * 1000;

/** Waits a minute after the first failure, doubling up to six hours; it never gives up. */
export const forwardBackoffMs = (attempt: number) => Math.min(60_000 * 2 ** Math.max(0, attempt - 1), maxBackoffMs);

export interface FeedbackForwardingOptions {
  db: Database;
  /** SHEETS_WEBHOOK_URL; without it answers are only stored. */
  webhookUrl: string | undefined;
  retryIntervalMs: number;
  clock: Clock;
  logger: Logger;
}

const answersOf = (row: FeedbackRow): Feedback => ({
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
});

/**
 * Forwards stored feedback to the spreadsheet script as its form data and retries failed
 * forwards on a timer. A row is claimed by moving its next attempt on before sending, so two instances never send
 * the same answer at the same time.
 */
export function createFeedbackForwarding({
  db,
  webhookUrl,
  retryIntervalMs,
  clock,
  logger,
}: FeedbackForwardingOptions) {
  const inFlight = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;

  /** Takes the row if it is due and nobody else took it first (the attempt count acts as a version). */
  async function claim(id: string): Promise<FeedbackRow | undefined> {
    const now = clock.now();
    const [due] = await db
      .select({ attempts: feedback.forwardAttempts })
      .from(feedback)
      .where(and(eq(feedback.id, id), isNull(feedback.forwardedAt), lte(feedback.nextForwardAt, now)));
    if (!due) return undefined;
    const attempt = due.attempts + 1;
    const [claimed] = await db
      .update(feedback)
      .set({ forwardAttempts: attempt, nextForwardAt: new Date(now.getTime() + forwardBackoffMs(attempt)) })
      .where(and(eq(feedback.id, id), eq(feedback.forwardAttempts, due.attempts), isNull(feedback.forwardedAt)))
      .returning();
    return claimed;
  }

  /** Success is an OK answer whose JSON `result` is 'success'; anything else is a failure to retry. */
  async function send(row: FeedbackRow, url: string): Promise<void> {
    const form = new FormData();
    for (const [name, value] of Object.entries(feedbackFormFields(answersOf(row)))) form.append(name, value);
    try {
      const response = await fetch(url, { method: 'POST', body: form, signal: AbortSignal.timeout(forwardTimeoutMs) });
      const answer = (await response.json().catch(() => undefined)) as { result?: unknown } | undefined;
      if (!response.ok || answer?.result !== 'success') {
        throw new Error(`The spreadsheet script answered ${response.status} with result ${String(answer?.result)}`);
      }
      await db
        .update(feedback)
        .set({ forwardedAt: clock.now(), lastForwardError: null })
        .where(eq(feedback.id, row.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      logger.warn({ feedbackId: row.id, attempt: row.forwardAttempts, err: message }, 'feedback forward failed');
      await db.update(feedback).set({ lastForwardError: message }).where(eq(feedback.id, row.id));
    }
  }

  async function forward(id: string): Promise<void> {
    if (!webhookUrl) return;
    const row = await claim(id);
    if (row) await send(row, webhookUrl);
  }

  /** Runs work in the background but remembers it, so stop() can wait for it before the database closes. */
  function track(work: Promise<void>): void {
    const tracked = work
      .catch((error: unknown) => logger.error({ err: error }, 'feedback forwarding failed'))
      .finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  }

  async function retryDue(): Promise<void> {
    const due = await db
      .select({ id: feedback.id })
      .from(feedback)
      .where(and(isNull(feedback.forwardedAt), lte(feedback.nextForwardAt, clock.now())))
      .orderBy(asc(feedback.nextForwardAt))
      .limit(retryBatchSize);
    for (const { id } of due) await forward(id);
  }

  return {
    /** Forwards a just-stored answer without making the person wait for the spreadsheet. */
    forwardSoon(id: string): void {
      if (webhookUrl) track(forward(id));
    },
    start(): void {
      if (!webhookUrl || timer) return;
      timer = setInterval(() => {
        // One pass at a time: a slow spreadsheet must not pile passes up.
        if (inFlight.size === 0) track(retryDue());
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

export type FeedbackForwarding = ReturnType<typeof createFeedbackForwarding>;
