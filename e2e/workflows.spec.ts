import { leadInsightsTexts, leadTexts, studioLinkTexts, workflowTexts } from '@shutterdesk/core';
import { expectNoHorizontalScroll, expectNoSeriousViolations } from './support/accessibility';
import { openSection } from './support/account-sections';
import { appUrl } from './support/ports';
import { expect, test, waitingForHydration } from './support/fixtures';

/** Workflows (docs/decisions/0022-workflows.md): the e-mail templates with their live preview, and the switches. */

const longWord = 'Supercalifragilisticexpialidociousnesses'; // 40 characters

test('[WORKFLOWS] write a template with merge fields, see it filled in the preview, and a field that does not exist refused', async ({
  page,
  createUser,
  logIn,
}) => {
  test.slow(); // axe looks at the screen and the editor.
  await logIn(page, await createUser());
  await page.goto('/leads');
  await page.getByRole('link', { name: 'Workflows' }).click();
  await expect(page.getByRole('heading', { level: 1, name: workflowTexts.settingsTitle })).toBeVisible();

  // The six starters are there to edit, and every workflow is off.
  await expect(page.getByRole('heading', { name: workflowTexts.templatesTitle })).toBeVisible();
  for (const name of ['Inquiry reply', 'Follow-up after 3 days', 'Review request'])
    await expect(page.getByRole('button', { name: `Edit ${name}` })).toBeVisible();
  await expect(page.getByRole('switch', { name: workflowTexts.inquiryReplyLabel })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: workflowTexts.followUpsLabel })).not.toBeChecked();
  await expectNoSeriousViolations(page, 'the workflows screen');

  await page.getByRole('button', { name: workflowTexts.newTemplate }).click();
  const editor = page.getByRole('dialog', { name: workflowTexts.newTemplate });
  await editor.getByRole('textbox', { name: 'Template name' }).fill(`Gallery ready ${longWord}`);
  await editor.getByRole('textbox', { name: 'Subject' }).fill('Your gallery, ');
  await editor.getByRole('button', { name: /^Insert \{client\.firstName\}/ }).click();
  await editor
    .getByRole('textbox', { name: 'Message' })
    .fill('Hi {client.firstName},\n\nYour **{client.sessionType}** gallery is ready.');
  const preview = editor.getByTestId('template-preview');
  await expect(preview.getByText('Your gallery, Emma')).toBeVisible();
  await expect(preview.locator('strong', { hasText: 'Wedding' })).toBeVisible();
  await expect(preview.getByText('Hi Emma,')).toBeVisible();
  await expectNoSeriousViolations(page, 'the template editor');

  // A field not in the list is named as it is typed, and saving is refused until it is gone.
  await editor.getByRole('textbox', { name: 'Message' }).fill('Hi {client.nickname}');
  await expect(editor.getByText('{client.nickname} is not a merge field.', { exact: false })).toBeVisible();
  await editor.getByRole('button', { name: 'Save template' }).click();
  await expect(editor).toBeVisible();
  await editor.getByRole('textbox', { name: 'Message' }).fill('Hi {client.firstName}, your gallery is ready.');
  await editor.getByRole('button', { name: 'Save template' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByText(workflowTexts.templateSaved)).toBeVisible();
  await expect(page.getByText(`Gallery ready ${longWord}`)).toBeVisible();

  // Saved: the editor opens on it again, as written.
  await page.reload();
  await page.getByRole('button', { name: `Edit Gallery ready ${longWord}` }).click();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Message' })).toHaveValue(
    'Hi {client.firstName}, your gallery is ready.',
  );
});

test('[WORKFLOWS] turn on the inquiry reply and a follow-up sequence, and they stay on', async ({
  page,
  createUser,
  logIn,
}) => {
  await logIn(page, await createUser());
  await page.goto('/workflows');
  await page.getByRole('switch', { name: workflowTexts.inquiryReplyLabel }).click();
  // The first template is chosen for the photographer; they may pick another.
  await page.getByLabel(workflowTexts.sendsTemplate).first().selectOption({ label: 'Inquiry reply' });
  await page.getByRole('switch', { name: workflowTexts.followUpsLabel }).click();
  await page.getByLabel('Days after inquiry').first().fill('3');
  await page.getByLabel(workflowTexts.sendsTemplate).nth(1).selectOption({ label: 'Follow-up after 3 days' });
  await page.getByRole('button', { name: 'Add a follow-up' }).click();
  await page.getByLabel('Days after inquiry').nth(1).fill('2');
  await page.getByRole('button', { name: 'Save workflows' }).click();
  // Each follow-up after the one before: refused before any request.
  await expect(page.getByText('Each follow-up must come later than the one before it.')).toBeVisible();
  await page.getByLabel('Days after inquiry').nth(1).fill('7');
  await page.getByRole('button', { name: 'Save workflows' }).click();
  await expect(page.getByText(workflowTexts.settingsSaved)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: workflowTexts.inquiryReplyLabel })).toBeChecked();
  await expect(page.getByRole('switch', { name: workflowTexts.followUpsLabel })).toBeChecked();
  await expect(page.getByLabel('Days after inquiry').nth(1)).toHaveValue('7');

  // A template a workflow sends cannot be deleted: the server says where it is used.
  await page.getByRole('button', { name: 'Delete Inquiry reply' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(workflowTexts.templateDeleteFailed, { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Inquiry reply' })).toBeVisible();
});

test('[WORKFLOWS] the screen and the editor at 375 px', async ({ page, createUser, logIn }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await logIn(page, await createUser());
  await page.goto('/workflows');
  await expect(page.getByRole('heading', { name: workflowTexts.templatesTitle })).toBeVisible();
  await page.getByRole('switch', { name: workflowTexts.followUpsLabel }).click();
  await expectNoHorizontalScroll(page, 'the workflows screen at 375 px');
  await page.getByRole('button', { name: 'Edit Inquiry reply' }).click();
  await expect(page.getByRole('dialog').getByTestId('template-preview')).toBeVisible();
  await expectNoHorizontalScroll(page, 'the template editor at 375 px');
});

test("[WORKFLOWS] the inquiry form's settings turn the instant reply on, with the template it sends", async ({
  page,
  createUser,
  logIn,
}) => {
  await logIn(page, await createUser());
  await page.goto('/account');
  await openSection(page, studioLinkTexts.inquiryForm.title);
  const section = page.getByRole('main');
  await section.getByRole('switch', { name: workflowTexts.inquiryReplyLabel }).click();
  await expect(page.getByText(workflowTexts.settingsSaved)).toBeVisible();
  await expect(section.getByLabel(workflowTexts.sendsTemplate)).toHaveValue(/.+/);
  await section.getByLabel(workflowTexts.sendsTemplate).selectOption({ label: 'Follow-up after 3 days' });
  await expect(section.getByLabel(workflowTexts.sendsTemplate)).toBeEnabled();

  await section.getByRole('link', { name: 'Workflows' }).click();
  await expect(page.getByRole('switch', { name: workflowTexts.inquiryReplyLabel })).toBeChecked();
  await expect(page.getByLabel(workflowTexts.sendsTemplate).first()).toHaveValue(
    (await page.getByRole('option', { name: 'Follow-up after 3 days' }).first().getAttribute('value')) ?? 'missing',
  );
});

test('[WORKFLOWS] an inquiry gets the instant reply, and its unsubscribe link stops the studio’s automatic e-mails', async ({
  page,
  browser,
  createUser,
  logIn,
  mailLink,
}) => {
  test.slow(); // the visitor waits out the form's least fill time, and the reply goes through the outbox
  await logIn(page, await createUser({ name: 'Mira Stone' }));
  await page.goto('/account');
  await openSection(page, studioLinkTexts.inquiryForm.title);
  await page.getByRole('switch', { name: studioLinkTexts.inquiryForm.enabled }).click();
  await expect(page.getByText(studioLinkTexts.inquiryForm.turnedOn)).toBeVisible();
  await page.getByRole('switch', { name: workflowTexts.inquiryReplyLabel }).click();
  await expect(page.getByText(workflowTexts.settingsSaved)).toBeVisible();
  const formUrl = await page.getByLabel(studioLinkTexts.inquiryForm.pageLabel).inputValue();

  const visitorContext = await browser.newContext();
  const visitor = waitingForHydration(await visitorContext.newPage());
  const form = studioLinkTexts.publicForm;
  await visitor.goto(formUrl);
  const address = `nora.${Date.now()}@example.com`;
  await visitor.getByLabel(form.name).fill('Nora Quill');
  await visitor.getByLabel(form.email).fill(address);
  await visitor.getByLabel(form.sessionType).selectOption('Maternity');
  await visitor.getByRole('button', { name: form.send }).click();
  await expect(visitor.getByRole('heading', { name: form.thanks })).toBeVisible();

  // The reply reaches the visitor's inbox, with the link to unsubscribe.
  // The page's link, not the one-click address of the List-Unsubscribe header (under /api/public/).
  const unsubscribeLink = await mailLink(address, 'Thank you for your inquiry, Nora', `${appUrl}/unsubscribe/`);

  // The photographer sees it on the lead's timeline, sent, with the text as it went.
  await page.goto('/leads');
  await page.getByRole('button', { name: `${workflowTexts.messagesColumn} of Nora Quill: ${address}` }).click();
  const messages = page.getByRole('dialog', { name: workflowTexts.messagesTitle('Nora Quill') });
  const reply = messages.getByRole('listitem').filter({ hasText: workflowTexts.kindLabels['inquiry-reply'] });
  await expect(reply.getByText(workflowTexts.statusLabels.sent, { exact: true })).toBeVisible();
  await expect(reply.getByText(/Thank you for your inquiry, Nora/)).toBeVisible();
  await reply.getByText(workflowTexts.showMessage).click();
  await expect(reply.getByText(/Hi Nora/)).toBeVisible();
  await expect(messages.getByLabel(workflowTexts.addressLabel)).toHaveValue(address);
  // Nothing sent can be taken back.
  await expect(reply.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // Insights count it apart from a personal answer.
  await page.getByRole('button', { name: leadTexts.insights }).click();
  await expect(page.getByText(leadInsightsTexts.automaticReplyHelp(1))).toBeVisible();
  await expect(page.getByText(leadInsightsTexts.noSpeed)).toBeVisible();
  await visitor.goto(unsubscribeLink);
  const pageTexts = workflowTexts.unsubscribePage;
  await expect(visitor.getByRole('heading', { level: 1, name: pageTexts.title('Mira Stone') })).toBeVisible();
  // No app header for someone without an account.
  await expect(visitor.getByRole('navigation')).toHaveCount(0);
  await visitor.setViewportSize({ width: 375, height: 740 });
  await expectNoHorizontalScroll(visitor, 'the unsubscribe page at 375 px');
  await visitor.getByRole('button', { name: pageTexts.button }).click();
  await expect(visitor.getByText(pageTexts.done)).toBeVisible();
  // Opened again, it says so rather than offering the button.
  await visitor.reload();
  await expect(visitor.getByText(pageTexts.done)).toBeVisible();
  await expect(visitor.getByRole('button', { name: pageTexts.button })).toHaveCount(0);

  // The lead's timeline says so.
  await page.reload();
  await page.getByRole('button', { name: `${workflowTexts.messagesColumn} of Nora Quill: ${address}` }).click();
  await expect(messages.getByText(workflowTexts.unsubscribedNotice)).toBeVisible();

  // A link that was tampered with is not a way in.
  await visitor.goto(`${unsubscribeLink.slice(0, -4)}abcd`);
  await expect(visitor.getByText(pageTexts.invalid)).toBeVisible();
  await visitorContext.close();
});

test('[WORKFLOWS] a step ready to send goes with one click after its preview, and a scheduled one can be cancelled', async ({
  page,
  createUser,
  logIn,
  mailLink,
}) => {
  test.slow(); // the message goes through the outbox
  const user = await createUser({ name: 'Ines Duarte' });
  await logIn(page, user);
  const { templates } = (await (await page.request.get('/api/email-templates')).json()) as {
    templates: { id: string; name: string }[];
  };
  const prep = templates.find((template) => template.name.startsWith('Session prep'));
  const thanks = templates.find((template) => template.name.startsWith('Thank-you'));
  expect(prep && thanks, 'the starter templates').toBeTruthy();
  const saved = await page.request.put('/api/session-templates/Portrait', {
    data: {
      steps: [
        { name: 'Send the prep guide', dueOffsetDays: -7, sendsTemplateId: prep!.id, sendMode: 'ready' },
        { name: 'Thank them after', dueOffsetDays: 3, sendsTemplateId: thanks!.id, sendMode: 'auto' },
      ],
    },
  });
  expect(saved.status()).toBe(200);
  const email = `zoe.${Date.now()}@example.com`;
  const sessionDate = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  const added = await page.request.post('/api/clients', {
    data: { name: 'Zoe Marchetti', email, sessionType: 'Portrait', sessionDate, sessionPackage: 'Single session' },
  });
  expect(added.status()).toBe(201);

  await page.goto('/clients');
  await page.getByRole('button', { name: /^Steps for Zoe Marchetti/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Steps - Zoe Marchetti' });
  await expect(dialog.getByLabel(workflowTexts.addressLabel)).toHaveValue(email);

  // The step after the session is scheduled; Cancel stops it before it goes.
  const after = dialog.getByRole('listitem').filter({ hasText: 'Thank them after' });
  await expect(after.getByText(workflowTexts.statusLabels.scheduled, { exact: true })).toBeVisible();
  await after.getByRole('button', { name: /^Cancel/ }).click();
  await expect(after.getByText(workflowTexts.statusLabels.cancelled, { exact: true })).toBeVisible();
  await expect(after.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);

  // The prep step waits for the photographer: the preview shows what goes and to whom, one click sends it.
  const prepStep = dialog.getByRole('listitem').filter({ hasText: 'Send the prep guide' });
  await expect(prepStep.getByText(workflowTexts.statusLabels.ready, { exact: true })).toBeVisible();
  await prepStep.getByRole('button', { name: new RegExp(`^${workflowTexts.previewAndSend}`) }).click();
  const preview = prepStep.getByRole('region', { name: workflowTexts.previewTitle });
  await expect(preview.getByText(`To ${email}`)).toBeVisible();
  await expect(preview.getByText(/Hi Zoe/)).toBeVisible();
  await preview.getByRole('button', { name: workflowTexts.sendNow }).click();
  await expect(page.getByText(workflowTexts.sent)).toBeVisible();
  await expect(prepStep.getByRole('button', { name: new RegExp(`^${workflowTexts.previewAndSend}`) })).toHaveCount(0);
  expect(await mailLink(email, 'One week to go', `${appUrl}/unsubscribe/`)).toContain('/unsubscribe/');
  await expect(prepStep.getByText(workflowTexts.statusLabels.sent, { exact: true })).toBeVisible({ timeout: 30_000 });

  // On a phone the dialog and its messages fit. The toasts have left first: one fading out while axe reads the page
  // is measured mid-fade (CI once found the "Sent" toast's text at 1.4:1).
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 20_000 });
  await page.setViewportSize({ width: 375, height: 740 });
  await expectNoHorizontalScroll(page, 'the steps and their messages at 375 px');
  await expectNoSeriousViolations(page, 'the steps and their messages');
});

test('[WORKFLOWS] the dashboard counts the messages going out today once a workflow is on', async ({
  page,
  createUser,
  logIn,
  setUpDashboard,
}) => {
  const user = await createUser();
  await setUpDashboard(user, { categories: ['CRM'] });
  await logIn(page, user);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Every workflow off: no trace of them.
  await expect(page.getByRole('link', { name: /going out today/ })).toHaveCount(0);

  const { templates } = (await (await page.request.get('/api/email-templates')).json()) as {
    templates: { id: string }[];
  };
  const on = await page.request.put('/api/workflow-settings', {
    data: {
      inquiryReply: { enabled: true, templateId: templates[0]!.id },
      followUps: { enabled: false, steps: [] },
    },
  });
  expect(on.status()).toBe(200);
  await page.reload();
  const figure = page.getByRole('link', { name: /0 messages going out today/ });
  await expect(figure).toBeVisible();
  await figure.click();
  await expect(page).toHaveURL(/\/workflows$/);
});

test('[WORKFLOWS] a lead with a 40-character name: its messages at 375 px, and a refused address said once', async ({
  page,
  createUser,
  createLeads,
  logIn,
}) => {
  const user = await createUser();
  await createLeads(user, [{ name: longWord }]);
  await logIn(page, user);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/leads');
  await page
    .getByRole('button', { name: `${workflowTexts.messagesColumn} of ${longWord}: ${workflowTexts.addAddress}` })
    .click();
  const messages = page.getByRole('dialog', { name: workflowTexts.messagesTitle(longWord) });
  await expect(messages.getByText(workflowTexts.timelineEmpty)).toBeVisible();
  await expectNoHorizontalScroll(page, 'the Messages dialog of a 40-character name at 375 px');

  // The browser takes 'a@b' as an address; the server does not. Its reason shows under the field, and nowhere else.
  await messages.getByLabel(workflowTexts.addressLabel).fill('a@b');
  await messages.getByRole('button', { name: workflowTexts.saveAddress }).click();
  await expect(messages.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByText(leadTexts.updateFailed)).toHaveCount(0);
  await expect(messages.getByLabel(workflowTexts.addressLabel)).toHaveValue('a@b');

  await messages.getByLabel(workflowTexts.addressLabel).fill(`${longWord}@example.com`);
  await messages.getByRole('button', { name: workflowTexts.saveAddress }).click();
  await expect(messages.getByText('Please enter a valid email address.')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('button', { name: `${workflowTexts.messagesColumn} of ${longWord}: ${longWord}@example.com` }),
  ).toBeVisible();
  await expectNoHorizontalScroll(page, 'Lead Flow with a 40-character name and address at 375 px');
});

test("[WORKFLOWS] a 'Message not sent' notification opens that lead's messages", async ({
  page,
  createUser,
  createLeads,
  notifyMessageNotSent,
  logIn,
}) => {
  const user = await createUser();
  const [leadId] = await createLeads(user, [{ name: 'Rhea Vance' }]);
  await notifyMessageNotSent(
    user,
    'lead',
    leadId!,
    workflowTexts.notSentMessage('Checking in', 'Rhea Vance', '550 mailbox unavailable'),
  );
  await logIn(page, user);
  await page.goto('/notifications');
  const notice = page.getByRole('listitem').filter({ hasText: 'Message not sent' });
  await expect(notice).toContainText('"Checking in" to Rhea Vance could not be sent: 550 mailbox unavailable');
  await notice.getByText(/could not be sent/).click();
  await expect(page).toHaveURL(new RegExp(`/leads\\?messages=${leadId}$`));
  await expect(page.getByRole('dialog', { name: workflowTexts.messagesTitle('Rhea Vance') })).toBeVisible();
});
