import {
  inquiryMinFillMs,
  newLeadEventName,
  newLeadEventSchema,
  type ApiErrorBody,
  type InquiryFormSettings,
  type Notification,
  type PublicInquiryForm,
  type SendInquiryRequest,
} from '@shutterdesk/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads, notifications } from '../src/db/schema';
import { eventually } from '../src/testing/eventually';
import { readOutbox } from '../src/testing/mail-outbox';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { send, signedInPhotographer } from './dashboard-helpers';
import { openEventStream } from './notifications-helpers';

const inquiry = {
  name: 'Nora Quill',
  email: 'nora@example.com',
  phone: '+1 555 0100',
  sessionType: 'Maternity',
  wishedDate: '2027-03-14',
  message: 'We would love a spring session outdoors.',
} satisfies SendInquiryRequest;

let addressSequence = 0;
/** Each test sends from its own address (the server trusts X-Forwarded-For in tests), so limits stay apart. */
const fromAddress = () => ({ 'x-forwarded-for': `198.51.100.${(addressSequence += 1) % 250}` });

describe.each(testDatabaseKinds)('[INQUIRY FORM] on %s', (kind) => {
  const app = useTestServer(kind);
  const db = () => app.server.database.db;

  /** A photographer whose form is turned on; `path` is the public form's API address. */
  async function photographerWithOpenForm(name = 'Ava Lens') {
    const photographer = await signedInPhotographer(app, { name, timezone: 'Pacific/Auckland' });
    const turnedOn = await send<InquiryFormSettings>(photographer.browser, 'PUT', '/api/inquiry-form', {
      enabled: true,
    });
    expect(turnedOn.body.enabled).toBe(true);
    const formId = new URL(turnedOn.body.url).pathname.split('/').pop() ?? '';
    return { ...photographer, url: turnedOn.body.url, path: `/api/inquiry-forms/${formId}` };
  }

  const leadsOf = (userId: string) => db().select().from(leads).where(eq(leads.userId, userId));

  /** A form's token as its page gets it, with the least fill time passed on the server's clock. */
  async function readFormToken(path: string): Promise<string> {
    const form = await app.agent().get<PublicInquiryForm>(path);
    expect(form.status).toBe(200);
    app.clock.advance(inquiryMinFillMs);
    return form.body.formToken;
  }
  const formTokens = new Map<string, string>();

  /**
   * Sends an inquiry as the public page does: with the token its form was read with (read once per form) and the
   * fill time passed. A body that names its own formToken is sent as it is; a form that is not open has no token.
   */
  async function sendInquiry(path: string, body: object, headers = fromAddress()) {
    if (!('formToken' in body) && !formTokens.has(path) && (await app.agent().get(path)).status === 200) {
      formTokens.set(path, await readFormToken(path));
    }
    const json = 'formToken' in body ? body : { ...body, formToken: formTokens.get(path) ?? '' };
    return app.agent().request<ApiErrorBody>('POST', path, { json, headers });
  }
  const inquiryMails = async (email: string) =>
    (await readOutbox(app.outboxDir, email)).filter((mail) => mail.subject.startsWith('New website inquiry'));
  const inquiryNotifications = (userId: string) =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'WebsiteInquiry')));
  /** Mail goes out after the answer: what has been sent once it had time to. */
  async function mailsSettled(email: string) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    return inquiryMails(email);
  }

  it('an inquiry becomes a Website lead dated today in the owner zone, a notification and an e-mail', async () => {
    const { user, browser, path, url } = await photographerWithOpenForm('Mira Stone');
    expect(url).toMatch(/^http:\/\/localhost:\d+\/inquiry\/[A-Za-z0-9_-]{32}$/);
    const form = await app.agent().get<PublicInquiryForm>(path);
    expect(form.status).toBe(200);
    expect(form.body.studioName).toBe('Mira Stone');

    const response = await sendInquiry(path, inquiry);
    expect(response).toMatchObject({ status: 200, body: { received: true } });
    const [lead] = await leadsOf(user.id);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());
    expect(lead).toMatchObject({
      name: 'Nora Quill',
      source: '5',
      sessionType: 'Maternity',
      inquiryDate: today,
      bookingStatus: 'pending',
    });
    expect(lead?.notes).toBe(
      'Website inquiry\nE-mail: nora@example.com\nPhone: +1 555 0100\nWished date: 2027-03-14\n\n' +
        'We would love a spring session outdoors.',
    );
    const listed = await send<{ leads: { name: string }[] }>(browser, 'GET', '/api/leads');
    expect(listed.body.leads.map((row) => row.name)).toEqual(['Nora Quill']);
    const unread = await send<{ notifications: Notification[] }>(browser, 'GET', '/api/notifications?filter=unread');
    // One notification: the inquiry's own, not also a reminder of the follow-up date an inquiry never has.
    expect(unread.body.notifications).toEqual([
      expect.objectContaining({
        type: 'WebsiteInquiry',
        title: 'New Website Inquiry',
        message: 'Nora Quill sent an inquiry through your website (Maternity).',
      }),
    ]);
    const [mail] = await eventually(
      () => inquiryMails(user.email),
      (mails) => mails.length > 0,
    );
    expect(mail?.subject).toBe('New website inquiry from Nora Quill');
    expect(mail?.body).toContain('We would love a spring session outdoors.');
  });

  it('a Website lead the photographer adds without a follow-up date is still reminded of it', async () => {
    // Only the form's inquiries skip the reminder (they bring their own notification), not the source Website.
    const { browser, path } = await photographerWithOpenForm();
    const added = await send(browser, 'POST', '/api/leads', {
      name: 'Iris Bloom',
      inquiryDate: '2026-06-12',
      sessionType: 'Newborn',
      source: '5',
    });
    expect(added.status).toBe(201);
    expect((await sendInquiry(path, inquiry)).status).toBe(200);
    const unread = await send<{ notifications: Notification[] }>(browser, 'GET', '/api/notifications?filter=unread');
    const byType = unread.body.notifications
      .map(({ type, message }) => ({ type, message }))
      .sort((a, b) => a.type.localeCompare(b.type));
    expect(byType).toEqual([
      { type: 'LeadMissingFollowUp', message: expect.stringContaining('Iris Bloom') },
      { type: 'WebsiteInquiry', message: expect.stringContaining('Nora Quill') },
    ]);
  });

  it('markup is removed before anything is stored: only the text is kept', async () => {
    const { user, path } = await photographerWithOpenForm();
    const response = await sendInquiry(path, {
      ...inquiry,
      name: '<b>Nora</b> <script>alert(1)</script>Quill',
      message: 'Hi <img src=x onerror=alert(1)>there <a href="https://spam.example">click</a>',
    });
    expect(response.status).toBe(200);
    const [lead] = await leadsOf(user.id);
    expect(lead?.name).toBe('Nora alert(1)Quill');
    expect(lead?.notes).toContain('Hi there click');
    expect(lead?.notes).not.toMatch(/[<>]/);
  });

  it('markup that a single pass would reassemble into a tag is removed too', async () => {
    const { user, path } = await photographerWithOpenForm();
    const response = await sendInquiry(path, {
      ...inquiry,
      name: '<<b>script>Nora<</b>/script> Quill',
      message: '<<script>script>alert(1)<</script>/script> and <<<img>img>img src=x onerror=alert(1)>',
    });
    expect(response.status).toBe(200);
    const [lead] = await leadsOf(user.id);
    expect(lead?.name).toBe('Nora Quill');
    expect(lead?.notes).not.toMatch(/<[a-z/!?]/i);
    expect(lead?.notes).toContain('alert(1) and');
  });

  it('a filled honeypot gets the same thank-you and is dropped: no lead, no notification', async () => {
    const { user, path } = await photographerWithOpenForm();
    const response = await sendInquiry(path, { ...inquiry, website: 'https://spam.example' });
    expect(response).toMatchObject({ status: 200, body: { received: true } });
    expect(await leadsOf(user.id)).toEqual([]);
    expect(await db().select().from(notifications).where(eq(notifications.userId, user.id))).toEqual([]);
  });

  it.each([
    ['a missing name', { ...inquiry, name: undefined }, 'name'],
    ['a blank name', { ...inquiry, name: '   ' }, 'name'],
    ['a name that is only markup', { ...inquiry, name: '<b></b>' }, 'name'],
    ['a missing e-mail', { ...inquiry, email: undefined }, 'email'],
    ['a malformed e-mail', { ...inquiry, email: 'nora.example.com' }, 'email'],
    ['a too long name', { ...inquiry, name: 'n'.repeat(101) }, 'name'],
    ['a too long e-mail', { ...inquiry, email: `${'e'.repeat(250)}@example.com` }, 'email'],
    ['a too long phone', { ...inquiry, phone: '5'.repeat(41) }, 'phone'],
    ['a too long message', { ...inquiry, message: 'm'.repeat(2001) }, 'message'],
    ['a too long honeypot', { ...inquiry, website: 'w'.repeat(501) }, 'website'],
    ['an unknown session type', { ...inquiry, sessionType: 'Boudoir' }, 'sessionType'],
    ['an impossible date', { ...inquiry, wishedDate: '2027-02-30' }, 'wishedDate'],
    ['a message that is not text', { ...inquiry, message: ['hi'] }, 'message'],
    ['an unknown field', { ...inquiry, source: '1' }, ''],
    ['a NUL byte', { ...inquiry, message: 'hi\u0000there' }, 'message'],
    ['a name with a line break', { ...inquiry, name: 'Nora\r\nBcc: all@example.com' }, 'name'],
    ['a phone with a line break', { ...inquiry, phone: '555\n0100' }, 'phone'],
    ['a form token that is not text', { ...inquiry, formToken: 5 }, 'formToken'],
  ])('%s is refused with a clear 400 and stores nothing', async (_case, body, field) => {
    const { user, path } = await photographerWithOpenForm();
    const response = await sendInquiry(path, body);
    expect(response.status).toBe(400);
    expect(response.body.error.message.length).toBeGreaterThan(0);
    if (field) expect(JSON.stringify(response.body.error)).toContain(field);
    expect(await leadsOf(user.id)).toEqual([]);
  });

  it('malformed JSON and a form body are refused', async () => {
    const { path } = await photographerWithOpenForm();
    const malformed = await app.agent().request<ApiErrorBody>('POST', path, {
      rawBody: '{"name"',
      headers: { 'content-type': 'application/json', ...fromAddress() },
    });
    expect(malformed.status).toBe(400);
    const formBody = await app.agent().request<ApiErrorBody>('POST', path, {
      rawBody: 'name=Nora',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...fromAddress() },
    });
    expect(formBody.status).toBe(415);
  });

  it('keeps the line breaks of a message', async () => {
    const { user, path } = await photographerWithOpenForm();
    expect((await sendInquiry(path, { ...inquiry, message: 'Line one\nLine two' })).status).toBe(200);
    const [lead] = await leadsOf(user.id);
    expect(lead?.notes).toContain('Line one\nLine two');
  });

  it('one sender may send three inquiries an hour, an IPv6 /64 counting as one sender', async () => {
    const { user, path } = await photographerWithOpenForm();
    const address = fromAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) statuses.push((await sendInquiry(path, inquiry, address)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const network = (host: number) => ({ 'x-forwarded-for': `2001:db8:0:${addressSequence}::${host}` });
    const fromNetwork: number[] = [];
    for (let host = 1; host <= 4; host++) fromNetwork.push((await sendInquiry(path, inquiry, network(host))).status);
    expect(fromNetwork).toEqual([200, 200, 200, 429]);
    expect(await leadsOf(user.id)).toHaveLength(6);
    // An hour later the sender may write again.
    app.clock.advance(60 * 60 * 1000 + 1000);
    expect((await sendInquiry(path, inquiry, address)).status).toBe(200);
  });

  it('one form takes sixty inquiries an hour from all senders together', async () => {
    const { user, path } = await photographerWithOpenForm();
    for (let sender = 0; sender < 20; sender++) {
      const address = fromAddress();
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await sendInquiry(path, inquiry, address)).status).toBe(200);
      }
    }
    const refused = await sendInquiry(path, inquiry);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMITED');
    expect(await leadsOf(user.id)).toHaveLength(60);
  });

  it('six senders sending all they can leave the form open for a genuine visitor, and the photographer hears once', async () => {
    const { user, path } = await photographerWithOpenForm();
    const spammers = Array.from({ length: 6 }, () => fromAddress());
    for (const spammer of spammers) {
      for (let attempt = 0; attempt < 10; attempt++) await sendInquiry(path, { ...inquiry, name: 'Spam' }, spammer);
    }
    expect(await leadsOf(user.id)).toHaveLength(18);
    const genuine = await sendInquiry(path, { ...inquiry, name: 'Real Visitor' });
    expect(genuine).toMatchObject({ status: 200, body: { received: true } });
    expect((await leadsOf(user.id)).map((lead) => lead.name)).toContain('Real Visitor');
    expect(await inquiryNotifications(user.id)).toHaveLength(1);
    expect(await mailsSettled(user.email)).toHaveLength(1);
  });

  it('drops what only a bot sends without counting it: a filled honeypot, no token, a forged, foreign or hasty one', async () => {
    const { user, path } = await photographerWithOpenForm();
    const other = await photographerWithOpenForm();
    const address = fromAddress();
    const [stamp] = (await readFormToken(path)).split('.');
    const bots: object[] = [
      { ...inquiry, website: 'https://spam.example' },
      { ...inquiry, formToken: '' },
      { ...inquiry, formToken: `${stamp}.${'A'.repeat(43)}` },
      { ...inquiry, formToken: await readFormToken(other.path) },
    ];
    for (let round = 0; round < 10; round++) {
      for (const body of bots) {
        expect(await sendInquiry(path, body, address)).toMatchObject({ status: 200, body: { received: true } });
      }
      // Sent as soon as the form was read: quicker than anyone fills it in.
      const hasty = (await app.agent().get<PublicInquiryForm>(path)).body.formToken;
      expect((await sendInquiry(path, { ...inquiry, formToken: hasty }, address)).status).toBe(200);
    }
    expect(await leadsOf(user.id)).toEqual([]);
    expect(await leadsOf(other.user.id)).toEqual([]);
    expect(await inquiryNotifications(user.id)).toEqual([]);
    // None of the fifty counted: the same sender's genuine inquiry goes through.
    expect((await sendInquiry(path, inquiry, address)).status).toBe(200);
    expect(await leadsOf(user.id)).toHaveLength(1);
  });

  it('inquiries arriving together notify once; after ten quiet minutes the next one notifies again', async () => {
    const { user, path } = await photographerWithOpenForm();
    await readFormToken(path).then((token) => formTokens.set(path, token));
    const answers = await Promise.all(Array.from({ length: 5 }, () => sendInquiry(path, inquiry)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await leadsOf(user.id)).toHaveLength(5);
    expect(await inquiryNotifications(user.id)).toHaveLength(1);
    expect(await mailsSettled(user.email)).toHaveLength(1);

    app.clock.advance(10 * 60 * 1000 + 1000);
    expect((await sendInquiry(path, { ...inquiry, name: 'Later Visitor' })).status).toBe(200);
    expect(await inquiryNotifications(user.id)).toHaveLength(2);
    expect(await mailsSettled(user.email)).toHaveLength(2);
  });

  it('every inquiry of a burst reaches the owner’s open Lead Flow live, though only the first brings a notification', async () => {
    const { user, browser, path } = await photographerWithOpenForm();
    const other = await photographerWithOpenForm();
    const stream = await openEventStream(browser);
    const otherStream = await openEventStream(other.browser);
    try {
      for (const name of ['First Visitor', 'Second Visitor', 'Third Visitor']) {
        expect((await sendInquiry(path, { ...inquiry, name })).status).toBe(200);
      }
      // A bot's inquiry adds no lead, so it announces none.
      expect((await sendInquiry(path, { ...inquiry, website: 'https://spam.example' })).status).toBe(200);
      const announced = await stream.waitForEvents(newLeadEventName, 3);
      const leadIds = (await leadsOf(user.id)).map((lead) => lead.id).sort();
      expect(leadIds).toHaveLength(3);
      expect(announced.map((event) => newLeadEventSchema.parse(JSON.parse(event.data)).leadId).sort()).toEqual(leadIds);
      expect(stream.notifications().filter((notification) => notification.type === 'WebsiteInquiry')).toHaveLength(1);

      // Another studio's inquiry reaches that studio's stream only; by the time it has, this one's would have too.
      expect((await sendInquiry(other.path, { ...inquiry, name: 'Elsewhere' })).status).toBe(200);
      await otherStream.waitForEvents(newLeadEventName, 1);
      expect(stream.events.filter((event) => event.event === newLeadEventName)).toHaveLength(3);
      expect(otherStream.events.filter((event) => event.event === newLeadEventName)).toHaveLength(1);
    } finally {
      stream.close();
      otherStream.close();
    }
  });

  it('a form is off until turned on, and a turned-off form answers 404', async () => {
    const photographer = await signedInPhotographer(app);
    const settings = await send<InquiryFormSettings>(photographer.browser, 'GET', '/api/inquiry-form');
    expect(settings.body.enabled).toBe(false);
    const path = `/api/inquiry-forms/${new URL(settings.body.url).pathname.split('/').pop()}`;
    expect((await app.agent().get(path)).status).toBe(404);
    expect((await sendInquiry(path, inquiry)).status).toBe(404);

    await send(photographer.browser, 'PUT', '/api/inquiry-form', { enabled: true });
    expect((await app.agent().get(path)).status).toBe(200);
    await send(photographer.browser, 'PUT', '/api/inquiry-form', { enabled: false });
    expect((await sendInquiry(path, inquiry)).status).toBe(404);
    expect(await leadsOf(photographer.user.id)).toEqual([]);
  });

  it('a new address revokes the old one', async () => {
    const { browser, path, url } = await photographerWithOpenForm();
    const renewed = await send<InquiryFormSettings>(browser, 'POST', '/api/inquiry-form/renew');
    expect(renewed.body).toMatchObject({ enabled: true });
    expect(renewed.body.url).not.toBe(url);
    expect((await app.agent().get(path)).status).toBe(404);
    expect((await sendInquiry(path, inquiry)).status).toBe(404);
    const newPath = `/api/inquiry-forms/${new URL(renewed.body.url).pathname.split('/').pop()}`;
    expect((await sendInquiry(newPath, inquiry)).status).toBe(200);
  });

  it.each([
    ['an unknown id of the right shape', 'A'.repeat(32)],
    ['a short id', 'abc'],
    ['an overlong id', 'A'.repeat(300)],
  ])('%s answers 404', async (_case, id) => {
    expect((await app.agent().get(`/api/inquiry-forms/${id}`)).status).toBe(404);
    expect((await sendInquiry(`/api/inquiry-forms/${id}`, inquiry)).status).toBe(404);
  });

  it("an inquiry reaches only the form's owner; the settings need a session and are each user's own", async () => {
    const owner = await photographerWithOpenForm();
    const other = await photographerWithOpenForm();
    expect(other.url).not.toBe(owner.url);
    await sendInquiry(owner.path, inquiry);
    expect(await leadsOf(owner.user.id)).toHaveLength(1);
    expect(await leadsOf(other.user.id)).toEqual([]);
    expect((await app.agent().get('/api/inquiry-form')).status).toBe(401);
    expect((await app.agent().request('PUT', '/api/inquiry-form', { json: { enabled: true } })).status).toBe(401);
    expect((await app.agent().post('/api/inquiry-form/renew')).status).toBe(401);
  });

  it('only the public form may be framed by other sites; every other page stays unframable', async () => {
    const { url } = await photographerWithOpenForm();
    const form = await app.agent().get(new URL(url).pathname);
    expect(form.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(form.headers.get('x-frame-options')).toBeNull();
    for (const path of ['/account', '/leads', '/api/inquiry-form']) {
      const other = await app.agent().get(path);
      expect(other.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(other.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it.each([
    ['enabled missing', {}],
    ['enabled not a boolean', { enabled: 'yes' }],
  ])('turning the form on with %s is refused', async (_case, body) => {
    const photographer = await signedInPhotographer(app);
    const response = await send<ApiErrorBody>(photographer.browser, 'PUT', '/api/inquiry-form', body);
    expect(response.status).toBe(400);
  });
});
