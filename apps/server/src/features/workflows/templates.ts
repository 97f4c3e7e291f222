import {
  renderTemplate,
  sampleMergeValues,
  starterTemplateKeys,
  starterTemplates,
  unknownFields,
  workflowLimits,
  workflowMessages,
  type EmailTemplate,
  type EmailTemplatePreview,
  type saveEmailTemplateSchema,
} from '@shutterdesk/core';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { emailTemplates, workflowSettings, type EmailTemplateRow } from '../../db/schema';
import { AppError, notFound } from '../../errors';

/** E-mail templates (docs/decisions/0022-workflows.md): the starters, saving, the in-use check and the preview. */

export const templateNotFound = () => notFound('E-mail template');

const toEmailTemplate = (row: EmailTemplateRow): EmailTemplate => ({
  id: row.id,
  name: row.name,
  subject: row.subject,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Gives the user the six starter templates, once. The settings row's flag is set in the same transaction as the
 * starters are inserted, and the row lock the update takes makes a second tab wait and then find it set.
 */
async function addStartersOnce(db: Database, userId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(workflowSettings).values({ userId }).onConflictDoNothing();
    const claimed = await tx
      .update(workflowSettings)
      .set({ startersAdded: true })
      .where(and(eq(workflowSettings.userId, userId), eq(workflowSettings.startersAdded, false)))
      .returning({ userId: workflowSettings.userId });
    if (claimed.length === 0) return;
    // A millisecond apart, so oldest first keeps the starters' order.
    await tx.insert(emailTemplates).values(
      starterTemplateKeys.map((key, index) => {
        const at = new Date(now.getTime() + index);
        return { userId, ...starterTemplates[key], createdAt: at, updatedAt: at };
      }),
    );
  });
}

/** GET /api/email-templates: the user's templates, oldest first; the first read adds the starters. */
export async function listEmailTemplates(db: Database, userId: string, now: Date): Promise<EmailTemplate[]> {
  await addStartersOnce(db, userId, now);
  const rows = await db
    .select()
    .from(emailTemplates)
    .where(eq(emailTemplates.userId, userId))
    .orderBy(asc(emailTemplates.createdAt), asc(emailTemplates.id));
  return rows.map(toEmailTemplate);
}

type SaveRequest = z.output<typeof saveEmailTemplateSchema>;

/** POST /api/email-templates */
export async function createEmailTemplate(
  db: Database,
  userId: string,
  request: SaveRequest,
  now: Date,
): Promise<EmailTemplate> {
  return db.transaction(async (tx) => {
    // Counted under the user's settings row lock, so two tabs cannot both add the last one allowed.
    await tx.insert(workflowSettings).values({ userId }).onConflictDoNothing();
    await tx.select().from(workflowSettings).where(eq(workflowSettings.userId, userId)).for('update');
    const [counted] = await tx.select({ total: count() }).from(emailTemplates).where(eq(emailTemplates.userId, userId));
    if ((counted?.total ?? 0) >= workflowLimits.maxTemplates) {
      throw new AppError('TEMPLATE_LIMIT', workflowMessages.tooManyTemplates);
    }
    const [row] = await tx
      .insert(emailTemplates)
      .values({ userId, ...request, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('The new template was not returned');
    return toEmailTemplate(row);
  });
}

/** PUT /api/email-templates/{id} */
export async function updateEmailTemplate(
  db: Database,
  userId: string,
  templateId: string,
  request: SaveRequest,
  now: Date,
): Promise<EmailTemplate> {
  const [row] = await db
    .update(emailTemplates)
    .set({ ...request, updatedAt: now })
    .where(and(eq(emailTemplates.id, templateId), eq(emailTemplates.userId, userId)))
    .returning();
  if (!row) throw templateNotFound();
  return toEmailTemplate(row);
}

/**
 * Where a template is used: the inquiry reply, a follow-up step, a session template's step or a client's step.
 * Named for the 409 of a delete.
 */
async function usesOf(db: Database, userId: string, templateId: string): Promise<string[]> {
  const result = (await db.execute(sql`
    select
      exists (select 1 from workflow_settings where user_id = ${userId} and inquiry_reply_template_id = ${templateId})
        as inquiry_reply,
      exists (select 1 from workflow_settings, jsonb_array_elements(follow_up_steps) as step
        where user_id = ${userId} and step ->> 'templateId' = ${templateId}::text) as follow_up,
      (select string_agg(distinct t.session_type, ', ' order by t.session_type)
        from session_template_steps s join session_templates t on t.id = s.template_id
        where s.user_id = ${userId} and s.sends_template_id = ${templateId}) as session_types,
      (select count(distinct client_id)::int from client_steps
        where user_id = ${userId} and sends_template_id = ${templateId}) as clients`)) as {
    rows: { inquiry_reply: boolean; follow_up: boolean; session_types: string | null; clients: number }[];
  };
  const [uses] = result.rows;
  if (!uses) return [];
  return [
    ...(uses.inquiry_reply ? ['the inquiry reply'] : []),
    ...(uses.follow_up ? ['the lead follow-ups'] : []),
    ...(uses.session_types ? [`the ${uses.session_types} session template`] : []),
    ...(uses.clients > 0 ? [`the steps of ${uses.clients} client${uses.clients === 1 ? '' : 's'}`] : []),
  ];
}

/** DELETE /api/email-templates/{id}: refused (409, naming where) while anything sends it. */
export async function deleteEmailTemplate(db: Database, userId: string, templateId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [template] = await tx
      .select({ id: emailTemplates.id })
      .from(emailTemplates)
      .where(and(eq(emailTemplates.id, templateId), eq(emailTemplates.userId, userId)))
      .for('update');
    if (!template) throw templateNotFound();
    const uses = await usesOf(tx, userId, templateId);
    if (uses.length > 0) throw new AppError('TEMPLATE_IN_USE', workflowMessages.templateInUse(uses.join(', ')));
    await tx.delete(emailTemplates).where(eq(emailTemplates.id, templateId));
  });
}

/** POST /api/email-templates/preview: the text filled with the sample client and lead; unknown fields listed. */
export function previewEmailTemplate(request: { subject: string; body: string }): EmailTemplatePreview {
  return {
    ...renderTemplate(request, sampleMergeValues),
    unknownFields: unknownFields(`${request.subject}\n${request.body}`),
  };
}

/**
 * The user's templates of these ids that exist: what a setting or a step may send. With `lock`, each is locked
 * (shared) until the transaction ends, so a delete of one waits and then finds it in use.
 */
export async function ownTemplateIds(
  db: Database,
  userId: string,
  ids: readonly string[],
  { lock = false } = {},
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const query = db
    .select({ id: emailTemplates.id })
    .from(emailTemplates)
    .where(and(eq(emailTemplates.userId, userId), inArray(emailTemplates.id, [...ids])));
  const rows = lock ? await query.for('share') : await query;
  return new Set(rows.map((row) => row.id));
}
