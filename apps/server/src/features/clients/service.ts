import {
  dateFilterOfQuery,
  listWindowRows,
  wholeListMaxRows,
  type BulkDeleteResult,
  type Client,
  type ClientHeaders,
  type ClientList,
  type clientListQuerySchema,
  type createClientSchema,
  type updateClientSchema,
} from '@shutterdesk/core';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { clients, profiles } from '../../db/schema';
import { notFound, profileNotFound } from '../../errors';
import { clientListColumns, clientValues, toClient, toClientListRow } from '../../records/client-rows';
import { copyTemplateSteps } from '../../records/client-steps';
import {
  countWhere,
  dateFilterCondition,
  deleteOwnedRows,
  nullIfBlank,
  positionOfOwnedRow,
} from '../../records/owned-rows';

const clientNotFound = () => notFound('Client');

export type ClientListQuery = z.output<typeof clientListQuerySchema>;

/**
 * The orders of Client Flow, written as the indexes of migration 0016 hold them (every NULLS stated, so they
 * match): newest first, or by session date with undated clients last either way and ties newest first.
 */
export const clientOrders = {
  none: sql`${clients.createdAt} desc nulls last, ${clients.id} desc nulls last`,
  asc: sql`${clients.sessionDate} asc nulls last, ${clients.createdAt} desc nulls last, ${clients.id} desc nulls last`,
  desc: sql`${clients.sessionDate} desc nulls last, ${clients.createdAt} desc nulls last, ${clients.id} desc nulls last`,
};

/**
 * GET /api/clients without a window: every client of the user, newest first, while they are no more than
 * wholeListMaxRows; null when there are more.
 */
export async function listWholeClientList(db: Database, userId: string): Promise<ClientList | null> {
  const [counted] = await db
    .select({ total: countWhere(undefined) })
    .from(clients)
    .where(eq(clients.userId, userId));
  if ((counted?.total ?? 0) > wholeListMaxRows) return null;
  const rows = await db
    .select(clientListColumns)
    .from(clients)
    .where(eq(clients.userId, userId))
    .orderBy(clientOrders.none);
  return { clients: rows.map(toClientListRow), total: rows.length, window: null, focusIndex: null };
}

/**
 * GET /api/clients, one window: the clients that pass the session date filter in the asked order, with the exact
 * counts. With `client`, the filters stand aside (the page shows that client whatever they say) and, unless an
 * offset is given, the window is the one that holds that client.
 */
export async function listClientWindow(db: Database, userId: string, query: ClientListQuery): Promise<ClientList> {
  const ofUser = eq(clients.userId, userId);
  const passes = query.client ? undefined : dateFilterCondition(clients.sessionDate, dateFilterOfQuery(query));
  const order = clientOrders[query.sort ?? 'none'];
  const limit = query.limit ?? listWindowRows;
  const focusIndex = query.client ? await positionOfOwnedRow(db, clients, userId, query.client, order) : null;
  const offset = query.offset ?? (focusIndex === null ? 0 : Math.floor(focusIndex / limit) * limit);
  const [[counted], rows] = await Promise.all([
    db
      .select({ total: countWhere(undefined), matching: countWhere(passes) })
      .from(clients)
      .where(ofUser),
    db.select(clientListColumns).from(clients).where(and(ofUser, passes)).orderBy(order).limit(limit).offset(offset),
  ]);
  return {
    clients: rows.map(toClientListRow),
    total: counted?.total ?? 0,
    window: { offset, matching: counted?.matching ?? 0 },
    focusIndex,
  };
}

/**
 * POST /api/clients: the Add New Client form; the checklists start with nothing done, and the client gets its
 * session type's template steps, if any, in the same transaction.
 */
export async function createClient(
  db: Database,
  userId: string,
  request: z.output<typeof createClientSchema>,
  now: Date,
): Promise<Client> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(clients)
      .values(clientValues(userId, request, now))
      .returning();
    if (!row) throw new Error('The new client was not returned');
    await copyTemplateSteps(tx, userId, row.id);
    return toClient(row);
  });
}

/** A checklist patch merged into the stored object by the database, so the read and the write are one step. */
const mergeChecklist = (column: typeof clients.preSession | typeof clients.postSession, patch: object) =>
  sql`${column} || ${JSON.stringify(patch)}::jsonb`;

/**
 * Ticking a checklist item is Client Flow's most frequent write, so that change (checklists only) has a statement
 * prepared once per server: PostgreSQL plans it once per connection, and the SQL is not built per request.
 */
export function prepareChecklistUpdate(db: Database) {
  const emptyPatch = sql`'{}'::jsonb`;
  return db
    .update(clients)
    .set({
      preSession: sql`${clients.preSession} || coalesce(${sql.placeholder('preSession')}::jsonb, ${emptyPatch})`,
      postSession: sql`${clients.postSession} || coalesce(${sql.placeholder('postSession')}::jsonb, ${emptyPatch})`,
      updatedAt: sql`${sql.placeholder('now')}`,
    })
    .where(and(eq(clients.id, sql.placeholder('clientId')), eq(clients.userId, sql.placeholder('userId'))))
    .returning()
    .prepare('update_client_checklists');
}

export type ChecklistUpdate = ReturnType<typeof prepareChecklistUpdate>;

/**
 * PATCH /api/clients/:id. Each checklist object is merged in SQL rather than replaced, so two quick clicks on
 * different items of one client (two requests in flight) both stick.
 */
export async function updateClient(
  db: Database,
  checklistUpdate: ChecklistUpdate,
  userId: string,
  clientId: string,
  changes: z.output<typeof updateClientSchema>,
  now: Date,
): Promise<Client> {
  const { session, preSession, postSession, ...contact } = changes;
  const checklistsOnly = !session && Object.keys(contact).length === 0;
  const [row] = checklistsOnly
    ? await checklistUpdate.execute({
        clientId,
        userId,
        now,
        preSession: preSession ? JSON.stringify(preSession) : null,
        postSession: postSession ? JSON.stringify(postSession) : null,
      })
    : await db
        .update(clients)
        .set({
          ...contact,
          ...(session && {
            sessionDate: session.sessionDate === undefined ? undefined : nullIfBlank(session.sessionDate),
            sessionDueDate: session.sessionDueDate === undefined ? undefined : nullIfBlank(session.sessionDueDate),
            sessionType: session.sessionType,
            sessionPackage: session.sessionPackage,
          }),
          ...(preSession && { preSession: mergeChecklist(clients.preSession, preSession) }),
          ...(postSession && { postSession: mergeChecklist(clients.postSession, postSession) }),
          updatedAt: now,
        })
        .where(and(eq(clients.id, clientId), eq(clients.userId, userId)))
        .returning();
  if (!row) throw clientNotFound();
  return toClient(row);
}

/** DELETE /api/clients/:id */
export async function deleteClient(db: Database, userId: string, clientId: string): Promise<void> {
  await deleteOwnedRows(db, clients, userId, [clientId], clientNotFound().message);
}

/** POST /api/clients/bulk-delete: all of the selected clients, or none of them if one is not the user's. */
export async function deleteClients(db: Database, userId: string, ids: readonly string[]): Promise<BulkDeleteResult> {
  const deleted = await deleteOwnedRows(db, clients, userId, ids, 'One of the selected clients was not found.');
  return { deleted };
}

/** PUT /api/client-headers: the checklist columns to show, in their order, replacing the saved choice. */
export async function setClientHeaders(db: Database, userId: string, clientHeaders: ClientHeaders): Promise<void> {
  const updated = await db
    .update(profiles)
    .set({ clientHeaders, updatedAt: new Date() })
    .where(eq(profiles.id, userId))
    .returning({ id: profiles.id });
  if (updated.length === 0) throw profileNotFound();
}
