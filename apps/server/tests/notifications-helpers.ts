import { notificationEventSchema, type Notification, type NotificationEvent } from '@shutterdesk/core';
import { and, asc, eq } from 'drizzle-orm';
import { notifications } from '../src/db/schema';
import type { Database } from '../src/db/client';
import type { TestAgent } from '../src/testing/test-agent';

/**
 * What the notification tests share: stored rows to start from, reading a user's rows, a live event stream, and
 * the statements a server sends.
 */

/** The tests tick by hand after moving the clock; the timer would tick on its own in between. */
export const manualReminders = { REMINDER_INTERVAL_SECONDS: '0' };

export interface StoredNotificationSpec {
  type?: string;
  title?: string;
  message?: string;
  isRead?: boolean;
  isArchived?: boolean;
  /** The lead's or client's id a reminder is about; a made-up one by default. */
  subject?: string;
  createdAt: Date;
}

let storedSequence = 0;

/** Notifications as if created earlier (each with its own dedupe key); returns their ids in order. */
export async function storeNotifications(
  db: Database,
  userId: string,
  specs: readonly StoredNotificationSpec[],
): Promise<string[]> {
  if (specs.length === 0) return [];
  const rows = specs.map((spec) => {
    storedSequence += 1;
    return {
      userId,
      type: spec.type ?? 'LeadFollowUpApproaching',
      title: spec.title ?? `Reminder ${storedSequence}`,
      message: spec.message ?? `Message ${storedSequence}`,
      isRead: spec.isRead ?? false,
      isArchived: spec.isArchived ?? false,
      subject: spec.subject ?? `stored-${storedSequence}`,
      periodKey: spec.createdAt.toISOString(),
      createdAt: spec.createdAt,
    };
  });
  const inserted = await db.insert(notifications).values(rows).returning({ id: notifications.id });
  return inserted.map((row) => row.id);
}

/** Every notification row of the user, oldest first (optionally of one type). */
export function notificationRowsOf(db: Database, userId: string, type?: string) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), type ? eq(notifications.type, type) : undefined))
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
}

export interface ServerSentEvent {
  event: string;
  data: string;
}

/** An open GET /api/notifications/events of one signed-in browser, collecting what arrives. */
export interface EventStream {
  status: number;
  events: ServerSentEvent[];
  /** The live events received so far, checked against their schema. */
  received(): NotificationEvent[];
  /** The notifications received so far. */
  notifications(): Notification[];
  /** Resolves once a notification matching `predicate` has arrived; rejects after `timeoutMs`. */
  waitFor(predicate: (notification: Notification) => boolean, timeoutMs?: number): Promise<Notification>;
  /** Resolves once `count` events named `name` have arrived, with them; rejects after `timeoutMs`. */
  waitForEvents(name: string, count: number, timeoutMs?: number): Promise<ServerSentEvent[]>;
  /** Whether the stream has ended, by the server or by close(). */
  isEnded(): boolean;
  close(): void;
}

function parseEvent(block: string): ServerSentEvent | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  return data.length > 0 ? { event, data: data.join('\n') } : null;
}

/**
 * Opens the event stream as `browser` (its cookies and address) and resolves once the server says it is
 * connected ('ready'), so nothing created after this can be missed.
 */
export async function openEventStream(browser: TestAgent): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(new URL('/api/notifications/events', browser.baseUrl), {
    headers: {
      cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-forwarded-for': browser.ip,
      accept: 'text/event-stream',
    },
    signal: controller.signal,
  });
  const events: ServerSentEvent[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  /** Resolves with what `find` finds once it finds something, looking again as each event arrives. */
  const arrived = <Found>(find: () => Found | undefined, what: string, timeoutMs: number) =>
    new Promise<Found>((resolve, reject) => {
      const check = () => {
        const found = find();
        if (found === undefined) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`No matching ${what} within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  const stream: EventStream = {
    status: response.status,
    events,
    received: () =>
      events
        .filter((event) => event.event === 'notification')
        .map((event) => notificationEventSchema.parse(JSON.parse(event.data))),
    notifications: () => stream.received().map((event) => event.notification),
    waitFor(predicate, timeoutMs = 5000) {
      return arrived(() => stream.notifications().find(predicate), 'notification', timeoutMs);
    },
    waitForEvents(name, count, timeoutMs = 5000) {
      return arrived(
        () => {
          const named = events.filter((event) => event.event === name);
          return named.length >= count ? named : undefined;
        },
        `${count} ${name} events`,
        timeoutMs,
      );
    },
    isEnded: () => ended,
    close: () => controller.abort(),
  };
  if (!response.ok || !response.body) return stream;

  let ready: () => void = () => {};
  const readyReceived = new Promise<void>((resolve) => (ready = resolve));
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const event = parseEvent(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (!event) continue;
          events.push(event);
          if (event.event === 'ready') ready();
          waiters.forEach((check) => check());
        }
      }
    } catch {
      // Aborted by close().
    }
    ended = true;
  })();
  await readyReceived;
  return stream;
}

/** The statements a server's database handle has sent since `recordStatements`, until `stop()`. */
export interface StatementRecording {
  statements: string[];
  stop(): void;
}

/**
 * Records the SQL of every statement sent through `db`'s own client (PGlite, or the pg pool), by wrapping its query
 * method; statements inside a transaction go through the transaction's connection and are not seen.
 */
export function recordStatements(db: Database): StatementRecording {
  type Query = (query: string | { text: string }, ...rest: unknown[]) => Promise<unknown>;
  const client = (db as unknown as { $client: { query: Query } }).$client;
  const original = client.query;
  const statements: string[] = [];
  client.query = function (this: unknown, query, ...rest) {
    statements.push(typeof query === 'string' ? query : query.text);
    return original.call(this, query, ...rest);
  };
  return {
    statements,
    stop: () => {
      client.query = original;
    },
  };
}

/** Whether a recorded statement reads notification rows (as the live feed, the list and the counts do). */
export const readsNotifications = (statement: string) => /^select\b[\s\S]*\bfrom "notifications"/i.test(statement);
