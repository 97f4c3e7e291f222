import {
  inquiryMinFillMs,
  type EmailTemplateList,
  type InquiryFormSettings,
  type PublicInquiryForm,
  type WorkflowSettings,
} from '@shutterdesk/core';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestServer } from '../src/testing/test-server';
import type { TestAgent } from '../src/testing/test-agent';
import { send, signedInPhotographer, type Photographer } from './dashboard-helpers';

/** What the workflow tests share: a photographer with workflows on, and inquiries sent as the public page sends them. */

export interface WorkflowPhotographer extends Photographer {
  /** The public form's API address. */
  formPath: string;
  /** The user's templates by starter name. */
  templates: Map<string, string>;
}

export async function templatesOf(browser: TestAgent): Promise<Map<string, string>> {
  const answer = await browser.get<EmailTemplateList>('/api/email-templates');
  expect(answer.status).toBe(200);
  return new Map(answer.body.templates.map((template) => [template.name, template.id]));
}

/** A photographer (in New York) whose inquiry form is open; the settings given are saved (all off by default). */
export async function workflowPhotographer(
  app: TestServer,
  settings: (templates: Map<string, string>) => WorkflowSettings,
  overrides: Parameters<typeof signedInPhotographer>[1] = {},
): Promise<WorkflowPhotographer> {
  return withWorkflows(await signedInPhotographer(app, { name: 'Ava Lens', ...overrides }), settings);
}

/** Opens the photographer's inquiry form and saves the workflow settings given. */
export async function withWorkflows(
  photographer: Photographer,
  settings: (templates: Map<string, string>) => WorkflowSettings,
): Promise<WorkflowPhotographer> {
  const form = await send<InquiryFormSettings>(photographer.browser, 'PUT', '/api/inquiry-form', { enabled: true });
  expect(form.status).toBe(200);
  const templates = await templatesOf(photographer.browser);
  const saved = await send(photographer.browser, 'PUT', '/api/workflow-settings', settings(templates));
  expect(saved.status).toBe(200);
  const formId = new URL(form.body.url).pathname.split('/').pop() ?? '';
  return { ...photographer, formPath: `/api/inquiry-forms/${formId}`, templates };
}

/** The instant reply on, with the starter 'Inquiry reply'; follow-ups off. */
export const replyOn = (templates: Map<string, string>): WorkflowSettings => ({
  inquiryReply: { enabled: true, templateId: templates.get('Inquiry reply')! },
  followUps: { enabled: false, steps: [] },
});

let senderSequence = 0;

/** Sends an inquiry as the public page does, from an address of its own; answers with the lead's id. */
export async function sendInquiry(app: TestServer, formPath: string, name: string, email: string): Promise<string> {
  const form = await app.agent().get<PublicInquiryForm>(formPath);
  expect(form.status).toBe(200);
  app.clock.advance(inquiryMinFillMs);
  const answer = await app.agent().request('POST', formPath, {
    json: {
      name,
      email,
      phone: '',
      sessionType: 'Family',
      wishedDate: '',
      message: '',
      formToken: form.body.formToken,
    },
    headers: { 'x-forwarded-for': `203.0.113.${(senderSequence += 1) % 250}` },
  });
  expect(answer.status).toBe(200);
  const found = (await app.server.database.db.execute(
    sql`select id from leads where email = ${email} order by created_at desc limit 1`,
  )) as { rows: { id: string }[] };
  const id = found.rows[0]?.id;
  if (!id) throw new Error(`No lead for ${email}`);
  return id;
}

export interface OutboxRow {
  id: string;
  status: string;
  attempts: number;
  recipient: string;
  subject: string;
  kind: string;
  idempotency_key: string;
  last_error: string | null;
  sent_at: string | null;
}

/**
 * Waits until no message of a lead or a client is being sent: an SMTP server has a mail a moment before the outbox
 * has recorded its answer, so a test that saw the mail arrive reads the rows after this.
 */
export async function outboxSettled(app: TestServer, recordId: string): Promise<void> {
  await expect
    .poll(async () => (await outboxOf(app, recordId)).filter((row) => row.status === 'sending').length)
    .toBe(0);
}

/** The outbox rows of a lead or a client, oldest first. */
export async function outboxOf(app: TestServer, recordId: string): Promise<OutboxRow[]> {
  const result = (await app.server.database.db.execute(
    sql`select id, status, attempts, recipient, subject, kind, idempotency_key, last_error, sent_at::text
      from outbox_messages where lead_id = ${recordId} or client_id = ${recordId} order by created_at, idempotency_key`,
  )) as { rows: OutboxRow[] };
  return result.rows;
}
