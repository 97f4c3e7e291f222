import {
  starterTemplateKeys,
  starterTemplates,
  workflowLimits,
  workflowMessages,
  type ApiErrorBody,
  type EmailTemplate,
  type EmailTemplateList,
  type EmailTemplatePreview,
  type WorkflowSettings,
} from '@shutterdesk/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { grantFreeAccess } from '../src/testing/billing-factories';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { send, signedInPhotographer, unknownId } from './dashboard-helpers';
import { manualReminders } from './notifications-helpers';

const offSettings: WorkflowSettings = {
  inquiryReply: { enabled: false, templateId: null },
  followUps: { enabled: false, steps: [] },
};

describe.each(testDatabaseKinds)('[WORKFLOW TEMPLATES] on %s', (kind) => {
  const app = useTestServer(kind, manualReminders);
  const db = () => app.server.database.db;

  const listOf = async (browser: Parameters<typeof send>[0]) => {
    const answer = await browser.get<EmailTemplateList>('/api/email-templates');
    expect(answer.status).toBe(200);
    return answer.body.templates;
  };

  it('gives the six starters on the first read, once, even to two tabs at once; deleted ones stay deleted', async () => {
    const { browser, user } = await signedInPhotographer(app);
    const [first, second] = await Promise.all([listOf(browser), listOf(browser)]);
    expect(first.map((template) => template.name)).toEqual(
      starterTemplateKeys.map((key) => starterTemplates[key].name),
    );
    expect(second).toEqual(first);
    const stored = (await db().execute(
      sql`select count(*)::int as count from email_templates where user_id = ${user.id}`,
    )) as { rows: { count: number }[] };
    expect(stored.rows[0]?.count).toBe(6);
    for (const template of first) {
      expect((await send(browser, 'DELETE', `/api/email-templates/${template.id}`)).status).toBe(204);
    }
    expect(await listOf(browser)).toEqual([]);
  });

  it('creates, edits and deletes a template; unknown fields are refused by name and change nothing', async () => {
    const { browser } = await signedInPhotographer(app);
    const created = await send<EmailTemplate>(browser, 'POST', '/api/email-templates', {
      name: '  Gallery ready  ',
      subject: 'Your gallery, {client.firstName}',
      body: 'Hi {client.firstName},\n\nYour **gallery** is ready.',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Gallery ready', subject: 'Your gallery, {client.firstName}' });

    const refused = await send<ApiErrorBody>(browser, 'PUT', `/api/email-templates/${created.body.id}`, {
      name: 'Gallery ready',
      subject: 'Your gallery',
      body: 'Hi {client.nickname}',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ body: workflowMessages.unknownField('{client.nickname}') });
    expect((await listOf(browser)).find((template) => template.id === created.body.id)).toEqual(created.body);

    const edited = await send<EmailTemplate>(browser, 'PUT', `/api/email-templates/${created.body.id}`, {
      name: 'Gallery',
      subject: 'Gallery for {client.name}',
      body: 'Enjoy!',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: created.body.id, name: 'Gallery', body: 'Enjoy!' });
    expect((await send(browser, 'DELETE', `/api/email-templates/${created.body.id}`)).status).toBe(204);
    expect((await send(browser, 'DELETE', `/api/email-templates/${created.body.id}`)).status).toBe(404);
    expect((await send(browser, 'PUT', `/api/email-templates/${unknownId}`, edited.body)).status).toBe(400);
    expect(
      (await send(browser, 'PUT', `/api/email-templates/${unknownId}`, { name: 'a', subject: 'b', body: 'c' })).status,
    ).toBe(404);
  });

  it('previews with the sample client and lead, and lists unknown fields without refusing them', async () => {
    const { browser } = await signedInPhotographer(app);
    const preview = await send<EmailTemplatePreview>(browser, 'POST', '/api/email-templates/preview', {
      subject: 'Hi {lead.firstName}',
      body: 'Dear **{client.name}**, {oops}',
    });
    expect(preview.status).toBe(200);
    expect(preview.body).toEqual({
      subject: 'Hi Olivia',
      text: 'Dear Emma & James Carter, {oops}',
      html: '<p>Dear <strong>Emma &amp; James Carter</strong>, {oops}</p>',
      unknownFields: ['{oops}'],
    });
  });

  it('refuses bad input with a clear 4xx, however odd', async () => {
    const { browser } = await signedInPhotographer(app);
    const bad: unknown[] = [
      {},
      { name: '', subject: 'a', body: 'b' },
      { name: 'x'.repeat(81), subject: 'a', body: 'b' },
      { name: 'a', subject: 'line\nbreak', body: 'b' },
      { name: 'a', subject: 'a', body: '   ' },
      { name: 'a', subject: 'a', body: 'b'.repeat(workflowLimits.bodyMaxLength + 1) },
      { name: 'a', subject: 'a', body: 'b', extra: true },
      { name: ['a'], subject: { deep: [[[]]] }, body: null },
    ];
    for (const body of bad) {
      const answer = await send<ApiErrorBody>(browser, 'POST', '/api/email-templates', body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.error.code).toBe('VALIDATION_FAILED');
    }
    expect((await send(browser, 'POST', '/api/email-templates/preview', { subject: 1, body: 'x' })).status).toBe(400);
    expect((await send(browser, 'PUT', '/api/workflow-settings', { ...offSettings, extra: 1 })).status).toBe(400);
  });

  it('keeps at most the allowed number of templates', async () => {
    const { browser, user } = await signedInPhotographer(app);
    await listOf(browser);
    await db().execute(sql`insert into email_templates (user_id, name, subject, body)
      select ${user.id}, 'Filler ' || n, 's', 'b' from generate_series(1, ${workflowLimits.maxTemplates - 6}) n`);
    const refused = await send<ApiErrorBody>(browser, 'POST', '/api/email-templates', {
      name: 'One more',
      subject: 's',
      body: 'b',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'TEMPLATE_LIMIT', message: workflowMessages.tooManyTemplates });
  });

  it('reads the switches off at first, saves them, and refuses a template in use by name', async () => {
    const { browser } = await signedInPhotographer(app);
    expect((await browser.get<WorkflowSettings>('/api/workflow-settings')).body).toEqual(offSettings);
    const [reply, followUp] = await listOf(browser);
    const settings: WorkflowSettings = {
      inquiryReply: { enabled: true, templateId: reply!.id },
      followUps: { enabled: true, steps: [{ afterDays: 3, templateId: followUp!.id }] },
    };
    const saved = await send<WorkflowSettings>(browser, 'PUT', '/api/workflow-settings', settings);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(settings);
    expect((await browser.get<WorkflowSettings>('/api/workflow-settings')).body).toEqual(settings);

    const inUse = await send<ApiErrorBody>(browser, 'DELETE', `/api/email-templates/${reply!.id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.error.message).toBe(workflowMessages.templateInUse('the inquiry reply'));
    const followUpInUse = await send<ApiErrorBody>(browser, 'DELETE', `/api/email-templates/${followUp!.id}`);
    expect(followUpInUse.body.error.message).toBe(workflowMessages.templateInUse('the lead follow-ups'));

    const unknown = await send<ApiErrorBody>(browser, 'PUT', '/api/workflow-settings', {
      ...settings,
      inquiryReply: { enabled: true, templateId: unknownId },
    });
    expect(unknown.status).toBe(404);
    expect((await browser.get<WorkflowSettings>('/api/workflow-settings')).body).toEqual(settings);
  });

  it("never shows or uses another user's templates", async () => {
    const owner = await signedInPhotographer(app);
    const intruder = await signedInPhotographer(app);
    await grantFreeAccess(db(), intruder.user.id);
    const [ownerTemplate] = await listOf(owner.browser);
    const intruderList = await listOf(intruder.browser);
    expect(intruderList.map((template) => template.id)).not.toContain(ownerTemplate!.id);
    const id = ownerTemplate!.id;
    const body = { name: 'Mine now', subject: 's', body: 'b' };
    expect((await send(intruder.browser, 'PUT', `/api/email-templates/${id}`, body)).status).toBe(404);
    expect((await send(intruder.browser, 'DELETE', `/api/email-templates/${id}`)).status).toBe(404);
    const settings = { ...offSettings, inquiryReply: { enabled: true, templateId: id } };
    expect((await send(intruder.browser, 'PUT', '/api/workflow-settings', settings)).status).toBe(404);
    expect((await listOf(owner.browser))[0]).toEqual(ownerTemplate);
  });
});
