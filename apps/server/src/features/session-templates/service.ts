import type {
  ClientStep,
  ClientStepList,
  ClientStepSummary,
  SessionTemplate,
  SessionType,
  saveSessionTemplateSchema,
} from '@shutterdesk/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { clients, clientSteps, emailTemplates, sessionTemplates, sessionTemplateSteps } from '../../db/schema';
import { notFound } from '../../errors';

/** Session templates and the steps clients got from them (docs/decisions/0018-session-templates.md). */

const templateNotFound = () => notFound('Template');
const clientNotFound = () => notFound('Client');
const stepNotFound = () => notFound('Client step');

/** GET /api/session-templates: every template of the user, in the order of the session types' first save. */
export async function listTemplates(db: Database, userId: string): Promise<SessionTemplate[]> {
  const rows = await db
    .select({
      sessionType: sessionTemplates.sessionType,
      updatedAt: sessionTemplates.updatedAt,
      stepId: sessionTemplateSteps.id,
      name: sessionTemplateSteps.name,
      dueOffsetDays: sessionTemplateSteps.dueOffsetDays,
      sendsTemplateId: sessionTemplateSteps.sendsTemplateId,
      sendMode: sessionTemplateSteps.sendMode,
    })
    .from(sessionTemplates)
    .innerJoin(sessionTemplateSteps, eq(sessionTemplateSteps.templateId, sessionTemplates.id))
    .where(and(eq(sessionTemplates.userId, userId), eq(sessionTemplateSteps.userId, userId)))
    .orderBy(asc(sessionTemplates.createdAt), asc(sessionTemplates.sessionType), asc(sessionTemplateSteps.position));
  const templates = new Map<SessionType, SessionTemplate>();
  for (const row of rows) {
    let template = templates.get(row.sessionType);
    if (!template) {
      template = { sessionType: row.sessionType, steps: [], updatedAt: row.updatedAt.toISOString() };
      templates.set(row.sessionType, template);
    }
    template.steps.push({
      id: row.stepId,
      name: row.name,
      dueOffsetDays: row.dueOffsetDays,
      sendsTemplateId: row.sendsTemplateId,
      sendMode: row.sendMode,
    });
  }
  return [...templates.values()];
}

/**
 * PUT /api/session-templates/{sessionType}: the template's steps replaced by the given ones, in one transaction.
 * Clients already added keep their own copies, and those that have steps from this template gain its new ones
 * (docs/decisions/0022-workflows.md): a step is new to a client when the client has none of its name. Their open
 * steps of the same name take the step's sending, so switching sending on reaches every client. An e-mail template
 * named must be the user's (locked until the end, so a delete at this moment finds it in use).
 */
export async function saveTemplate(
  db: Database,
  userId: string,
  sessionType: SessionType,
  { steps }: z.output<typeof saveSessionTemplateSchema>,
  now: Date,
): Promise<SessionTemplate> {
  return db.transaction(async (tx) => {
    const [template] = await tx
      .insert(sessionTemplates)
      .values({ userId, sessionType, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [sessionTemplates.userId, sessionTemplates.sessionType],
        set: { updatedAt: now },
      })
      .returning({ id: sessionTemplates.id, updatedAt: sessionTemplates.updatedAt });
    if (!template) throw new Error('The saved template was not returned');
    const named = [...new Set(steps.flatMap((step) => (step.sendsTemplateId ? [step.sendsTemplateId] : [])))];
    if (named.length > 0) {
      const owned = await tx
        .select({ id: emailTemplates.id })
        .from(emailTemplates)
        .where(and(eq(emailTemplates.userId, userId), inArray(emailTemplates.id, named)))
        .for('share');
      if (owned.length !== named.length) throw notFound('E-mail template');
    }
    await tx.delete(sessionTemplateSteps).where(eq(sessionTemplateSteps.templateId, template.id));
    const saved = await tx
      .insert(sessionTemplateSteps)
      .values(
        steps.map((step, position) => ({
          userId,
          templateId: template.id,
          position,
          name: step.name,
          dueOffsetDays: step.dueOffsetDays,
          sendsTemplateId: step.sendsTemplateId,
          sendMode: step.sendMode,
        })),
      )
      .returning({
        id: sessionTemplateSteps.id,
        name: sessionTemplateSteps.name,
        dueOffsetDays: sessionTemplateSteps.dueOffsetDays,
        sendsTemplateId: sessionTemplateSteps.sendsTemplateId,
        sendMode: sessionTemplateSteps.sendMode,
        position: sessionTemplateSteps.position,
      });
    await giveExistingClientsNewSteps(tx, userId, template.id, sessionType);
    return {
      sessionType,
      steps: saved.sort((a, b) => a.position - b.position).map(({ position: _position, ...step }) => step),
      updatedAt: template.updatedAt.toISOString(),
    };
  });
}

/** The clients of the type that have steps (from this template) gain the steps they lack, and follow its sending. */
async function giveExistingClientsNewSteps(tx: Database, userId: string, templateId: string, sessionType: SessionType) {
  await tx.execute(sql`
    update client_steps cs set sends_template_id = s.sends_template_id, send_mode = s.send_mode
    from session_template_steps s, clients c
    where s.template_id = ${templateId} and c.id = cs.client_id and c.user_id = ${userId}
      and c.session_type = ${sessionType} and cs.user_id = ${userId} and cs.name = s.name and not cs.done`);
  await tx.execute(sql`
    insert into client_steps (user_id, client_id, position, name, due_offset_days, sends_template_id, send_mode)
    select c.user_id, c.id, have.last + 1 + s.position, s.name, s.due_offset_days, s.sends_template_id, s.send_mode
    from clients c
    join lateral (select max(position) as last from client_steps where client_id = c.id) have on have.last is not null
    join session_template_steps s on s.template_id = ${templateId}
    where c.user_id = ${userId} and c.session_type = ${sessionType}
      and not exists (select 1 from client_steps cs where cs.client_id = c.id and cs.name = s.name)`);
}

/** DELETE /api/session-templates/{sessionType}: its steps go with it (cascade); clients keep theirs. */
export async function deleteTemplate(db: Database, userId: string, sessionType: SessionType): Promise<void> {
  const deleted = await db
    .delete(sessionTemplates)
    .where(and(eq(sessionTemplates.userId, userId), eq(sessionTemplates.sessionType, sessionType)))
    .returning({ id: sessionTemplates.id });
  if (deleted.length === 0) throw templateNotFound();
}

/** A step's due date: the client's session date moved by the offset, yyyy-MM-dd; '' without either. */
const dueDate = sql<string>`coalesce(to_char(${clients.sessionDate} + ${clientSteps.dueOffsetDays}, 'YYYY-MM-DD'), '')`;

const clientStepColumns = {
  id: clientSteps.id,
  name: clientSteps.name,
  dueOffsetDays: clientSteps.dueOffsetDays,
  sendsTemplateId: clientSteps.sendsTemplateId,
  sendMode: clientSteps.sendMode,
  dueDate,
  done: clientSteps.done,
  doneAt: clientSteps.doneAt,
};

const toClientStep = (row: { doneAt: Date | null } & Omit<ClientStep, 'doneAt'>): ClientStep => ({
  ...row,
  doneAt: row.doneAt?.toISOString() ?? null,
});

/** GET /api/clients/{id}/steps: 404 for a client that is not the user's. */
export async function listClientSteps(db: Database, userId: string, clientId: string): Promise<ClientStepList> {
  const [client] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.userId, userId)));
  if (!client) throw clientNotFound();
  const rows = await db
    .select(clientStepColumns)
    .from(clientSteps)
    .innerJoin(clients, eq(clients.id, clientSteps.clientId))
    .where(and(eq(clientSteps.clientId, clientId), eq(clientSteps.userId, userId)))
    .orderBy(asc(clientSteps.position));
  return { clientId, steps: rows.map(toClientStep) };
}

/** PATCH /api/client-steps/{id}: done_at is when it was last ticked, cleared when unticked. */
export async function setClientStepDone(
  db: Database,
  userId: string,
  stepId: string,
  done: boolean,
  now: Date,
): Promise<ClientStep> {
  const [updated] = await db
    .update(clientSteps)
    .set({ done, doneAt: done ? now : null })
    .where(and(eq(clientSteps.id, stepId), eq(clientSteps.userId, userId)))
    .returning({ id: clientSteps.id });
  if (!updated) throw stepNotFound();
  const [row] = await db
    .select(clientStepColumns)
    .from(clientSteps)
    .innerJoin(clients, eq(clients.id, clientSteps.clientId))
    .where(and(eq(clientSteps.id, stepId), eq(clientSteps.userId, userId)));
  if (!row) throw stepNotFound();
  return toClientStep(row);
}

/**
 * GET /api/client-steps: per client with steps, how many are done and the open step due first (steps without a
 * due day after the dated ones, then in order). One grouped query over the user's steps.
 */
export async function listStepSummaries(db: Database, userId: string): Promise<ClientStepSummary[]> {
  const order = sql`${clients.sessionDate} + ${clientSteps.dueOffsetDays} asc nulls last, ${clientSteps.position}`;
  const rows = await db
    .select({
      clientId: clientSteps.clientId,
      done: sql<number>`(count(*) filter (where ${clientSteps.done}))::int`,
      total: sql<number>`count(*)::int`,
      nextName: sql<
        string | null
      >`(array_agg(${clientSteps.name} order by ${order}) filter (where not ${clientSteps.done}))[1]`,
      nextDue: sql<string | null>`(array_agg(${dueDate} order by ${order}) filter (where not ${clientSteps.done}))[1]`,
    })
    .from(clientSteps)
    .innerJoin(clients, eq(clients.id, clientSteps.clientId))
    .where(and(eq(clientSteps.userId, userId), eq(clients.userId, userId)))
    .groupBy(clientSteps.clientId);
  return rows.map(({ clientId, done, total, nextName, nextDue }) => ({
    clientId,
    done,
    total,
    next: nextName === null ? null : { name: nextName, dueDate: nextDue ?? '' },
  }));
}
