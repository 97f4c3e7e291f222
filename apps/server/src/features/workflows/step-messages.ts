import { outboxKeys, workflowMessages, type SentStep, type StepMessagePreview } from '@shutterdesk/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../errors';
import {
  clientValues,
  queueMessages,
  renderDueMessage,
  studioColumns,
  studioValues,
  type DueMessage,
  type LinkContext,
  type StudioColumns,
} from './messages';

/** A client's step that sends an e-mail, as its message: for the preview and the one-click send. */
async function stepMessage(db: Database, userId: string, stepId: string, links: LinkContext) {
  const result = (await db.execute(sql`
    select cs.id, cs.sends_template_id, c.id as client_id, c.name, c.email, c.unsubscribed_at is not null as unsubscribed,
      to_char(c.session_date, 'YYYY-MM-DD') as session_date, c.session_type, t.subject, t.body, ${studioColumns}
    from client_steps cs
    join clients c on c.id = cs.client_id and c.user_id = ${userId}
    join profiles p on p.id = c.user_id
    left join email_templates t on t.id = cs.sends_template_id and t.user_id = ${userId}
    where cs.id = ${stepId} and cs.user_id = ${userId}`)) as {
    rows: (StudioColumns & {
      id: string;
      sends_template_id: string | null;
      client_id: string;
      name: string;
      email: string;
      unsubscribed: boolean;
      session_date: string | null;
      session_type: string;
      subject: string | null;
      body: string | null;
    })[];
  };
  const [row] = result.rows;
  if (!row) throw notFound('Client step');
  if (row.subject === null || row.body === null) throw new AppError('NOT_FOUND', workflowMessages.stepSendsNothing);
  const message: DueMessage = {
    userId,
    leadId: null,
    clientId: row.client_id,
    kind: 'session-step',
    key: outboxKeys.sessionStep(row.id),
    recipient: row.email,
    template: { subject: row.subject, body: row.body },
    values: { ...studioValues(row, links.appUrl), ...clientValues(row.name, row.session_date, row.session_type) },
  };
  return { message, name: row.name, unsubscribed: row.unsubscribed };
}

/** GET /api/client-steps/{id}/message */
export async function previewStepMessage(
  db: Database,
  userId: string,
  stepId: string,
  links: LinkContext,
): Promise<StepMessagePreview> {
  const { message } = await stepMessage(db, userId, stepId, links);
  return { to: message.recipient, ...renderDueMessage(message, links) };
}

/** POST /api/client-steps/{id}/send: queued under the step's key, so a second click (or the tick) sends nothing more. */
export async function sendStepMessage(
  db: Database,
  userId: string,
  stepId: string,
  links: LinkContext,
  now: Date,
): Promise<SentStep> {
  const { message, name, unsubscribed } = await stepMessage(db, userId, stepId, links);
  if (message.recipient === '') throw new AppError('NO_RECIPIENT', workflowMessages.noAddress(name));
  if (unsubscribed) throw new AppError('NO_RECIPIENT', workflowMessages.recipientUnsubscribed(name));
  if ((await queueMessages(db, [message], links, now)) === 0) {
    throw new AppError('MESSAGE_NOT_PENDING', workflowMessages.alreadySent);
  }
  return { key: message.key, status: 'queued' };
}
