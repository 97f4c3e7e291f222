import {
  clientCsvColumns,
  leadCsvColumns,
  mapCsvHeaders,
  mappedImportRows,
  type ApiErrorBody,
  type Client,
  type ClientImportRequest,
  type CsvColumn,
  type ImportResult,
  type Lead,
  type LeadImportRequest,
} from '@shutterdesk/core';
import { eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { clients, leads } from '../src/db/schema';
import { createClients, createLeads } from '../src/testing/client-lead-factories';
import type { TestAgent } from '../src/testing/test-agent';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { send, signedInPhotographer } from './dashboard-helpers';

type Cells = Record<string, string>;
const rowsOf = (...cells: Cells[]) => cells.map((row, index) => ({ line: index + 2, cells: row }));

const goodClient = (name: string, extra: Cells = {}): Cells => ({
  name,
  sessionDate: '2026-12-05',
  sessionType: 'Family',
  sessionPackage: 'Mini session',
  ...extra,
});
const goodLead = (name: string, extra: Cells = {}): Cells => ({
  name,
  inquiryDate: '2026-11-02',
  sessionType: 'Newborn',
  source: 'Instagram',
  ...extra,
});

/** A CSV answer as its bytes: the BOM is part of what is checked, and fetch's text() would drop it. */
async function download(browser: TestAgent, path: string) {
  const response = await fetch(new URL(path, browser.baseUrl), {
    headers: {
      origin: browser.origin,
      'x-forwarded-for': browser.ip,
      cookie: [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    },
  });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** A downloaded CSV read back as the import dialog reads a file: papaparse, then the columns mapped by header. */
function importRowsOfCsv(text: string, columns: readonly CsvColumn[]) {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
  const [headers = [], ...rows] = parsed.data;
  return mappedImportRows(
    rows,
    rows.map((_, index) => index + 2),
    mapCsvHeaders(headers, columns),
  );
}

describe.each(testDatabaseKinds)('[CSV] import and export on %s', (kind) => {
  const app = useTestServer(kind);
  const db = () => app.server.database.db;
  const clientRowsOf = (userId: string) => db().select().from(clients).where(eq(clients.userId, userId));
  const leadRowsOf = (userId: string) => db().select().from(leads).where(eq(leads.userId, userId));
  const importClients = (browser: TestAgent, request: ClientImportRequest) =>
    send<ImportResult & ApiErrorBody>(browser, 'POST', '/api/clients/import', request);
  const importLeads = (browser: TestAgent, request: LeadImportRequest) =>
    send<ImportResult & ApiErrorBody>(browser, 'POST', '/api/leads/import', request);

  describe('importing clients', () => {
    it('checks every row with the Add New Client rules and lists each bad one by line and field, writing nothing', async () => {
      const { browser, user } = await signedInPhotographer(app);
      const checked = await importClients(browser, {
        dateFormat: 'eu',
        dryRun: true,
        rows: rowsOf(
          goodClient('Ada Byron', { sessionDate: '05/12/2026', sessionType: 'family', email: 'ada@example.com' }),
          goodClient('Feb Thirtyone', { sessionDate: '31/02/2026' }),
          goodClient('Odd Type', { sessionType: 'Underwater' }),
          goodClient('=HYPERLINK("http://evil.example")'),
          goodClient('Bad Mail', { email: 'not-an-email' }),
          goodClient('', { contractSigned: 'maybe' }),
        ),
      });
      expect(checked.status).toBe(200);
      expect(checked.body.errors).toEqual([
        { line: 3, field: 'Session Date', message: '"31/02/2026" is not a real date written dd/mm/yyyy (European).' },
        { line: 4, field: 'Session Type', message: expect.stringMatching(/^"Underwater" is not a session type/) },
        { line: 5, field: 'Client Name', message: expect.stringContaining('looks like a spreadsheet formula') },
        { line: 6, field: 'Email', message: 'Please enter a valid email address.' },
        { line: 7, field: 'Contract Signed', message: '"maybe" is not Yes or No.' },
        { line: 7, field: '', message: 'Please fill in the required field: Client Name.' },
      ]);
      expect(checked.body).toMatchObject({ dryRun: true, rows: 6, created: 1, duplicates: [] });
      expect(await clientRowsOf(user.id)).toEqual([]);

      // Committing the same file is refused whole, naming the first bad line.
      const committed = await importClients(browser, {
        dateFormat: 'eu',
        dryRun: false,
        rows: rowsOf(goodClient('Ada Byron'), goodClient('Feb Thirtyone', { sessionDate: '31/02/2026' })),
      });
      expect(committed.status).toBe(400);
      expect(committed.body.error.message).toMatch(/^Line 3, Session Date: .*nothing was imported\.$/);
      expect(await clientRowsOf(user.id)).toEqual([]);
    });

    it('adds the rows in one go, in the file order, and the cached list shows them at once', async () => {
      const { browser, user } = await signedInPhotographer(app);
      // The list is read (and cached) before the import.
      expect((await send<{ clients: Client[] }>(browser, 'GET', '/api/clients')).body.clients).toEqual([]);
      const imported = await importClients(browser, {
        dateFormat: 'us',
        dryRun: false,
        rows: rowsOf(
          goodClient('Ada Byron', {
            sessionDate: '12/5/2026',
            email: 'ada@example.com',
            phone: '+44 20 7946 0958',
            contractSigned: 'Yes',
            makeup: 'In Progress',
            orderNotes: "'=not a formula",
          }),
          goodClient('Bea Cole', { sessionPackage: 'custom package', galleryDue: '1/15/2027' }),
        ),
      });
      expect(imported.status).toBe(200);
      expect(imported.body).toMatchObject({ dryRun: false, created: 2, updated: 0, skipped: 0, errors: [] });
      const listed = (await send<{ clients: Client[] }>(browser, 'GET', '/api/clients')).body.clients;
      expect(listed.map((client) => client.name)).toEqual(['Ada Byron', 'Bea Cole']);
      const [ada] = (await clientRowsOf(user.id)).filter((row) => row.name === 'Ada Byron');
      expect(ada).toMatchObject({
        email: 'ada@example.com',
        phone: '+44 20 7946 0958',
        sessionDate: '2026-12-05',
        preSession: { contractSigned: true, invoicePaid: false, makeup: 'in progress' },
        postSession: { orderNotes: '=not a formula', galleryDue: '' },
      });
      expect(listed[1]?.postSession.galleryDue).toBe('2027-01-15');
      expect(listed[1]?.session.sessionPackage).toBe('Custom package');
    });

    it('finds duplicates by e-mail or by name and date among the caller’s clients only, and skips or updates each', async () => {
      const owner = await signedInPhotographer(app);
      const stranger = await signedInPhotographer(app);
      const [byMail, byName] = await createClients(db(), owner.user.id, [
        { name: 'Old Name', email: 'Mia@Example.com', session: { sessionDate: '2026-01-01' } },
        { name: 'Noah Reed', session: { sessionDate: '2026-12-05' } },
      ]);
      await createClients(db(), stranger.user.id, [{ name: 'Zoe Stranger', email: 'zoe@example.com' }]);
      const rows = rowsOf(
        goodClient('Mia Hart', { email: 'mia@example.com', contractSigned: 'Yes' }),
        goodClient('noah reed', { phone: '555 0100' }),
        goodClient('Zoe Stranger', { email: 'zoe@example.com' }),
      );
      const checked = await importClients(owner.browser, { dateFormat: 'iso', dryRun: true, rows });
      expect(checked.body.duplicates).toEqual([
        { line: 2, id: byMail, name: 'Old Name' },
        { line: 3, id: byName, name: 'Noah Reed' },
      ]);
      expect(checked.body).toMatchObject({ created: 1, updated: 0, skipped: 2 });

      const committed = await importClients(owner.browser, {
        dateFormat: 'iso',
        dryRun: false,
        rows,
        updateLines: [2],
      });
      expect(committed.body).toMatchObject({ created: 1, updated: 1, skipped: 1 });
      const mine = await clientRowsOf(owner.user.id);
      expect(mine).toHaveLength(3);
      expect(mine.find((row) => row.id === byMail)).toMatchObject({
        name: 'Mia Hart',
        email: 'mia@example.com',
        sessionDate: '2026-12-05',
        preSession: expect.objectContaining({ contractSigned: true }),
      });
      expect(mine.find((row) => row.id === byName)).toMatchObject({ name: 'Noah Reed', phone: '' }); // skipped: unchanged
      // The other photographer's client is neither a duplicate nor touched.
      expect((await clientRowsOf(stranger.user.id)).map((row) => row.name)).toEqual(['Zoe Stranger']);
    });

    it('a commit may name its check instead of sending the rows again: the caller’s own check, used once', async () => {
      const owner = await signedInPhotographer(app);
      const stranger = await signedInPhotographer(app);
      const rows = rowsOf(goodClient('Ada Byron', { email: 'ada@example.com' }), goodClient('Bea Cole'));
      const checked = await importClients(owner.browser, { dateFormat: 'iso', dryRun: true, rows });
      const checkToken = checked.body.checkToken ?? '';
      expect(checkToken).toMatch(/^[\w-]{32}$/);
      // A check with a bad row gives no token: such a file is never committed.
      const withBadRow = rowsOf(goodClient('Ada Byron'), goodClient('', {}));
      const refused = await importClients(owner.browser, { dateFormat: 'iso', dryRun: true, rows: withBadRow });
      expect(refused.body.errors).toHaveLength(1);
      expect(refused.body.checkToken).toBeUndefined();

      // Another photographer cannot commit it, nor can it be committed as leads; neither uses it up.
      const expired = { code: 'IMPORT_CHECK_EXPIRED', message: 'This check has expired. Check the rows again.' };
      const byStranger = await importClients(stranger.browser, { dateFormat: 'iso', dryRun: false, checkToken });
      expect(byStranger.status).toBe(409);
      expect(byStranger.body.error).toEqual(expired);
      const asLeads = await importLeads(owner.browser, { dateFormat: 'iso', dryRun: false, checkToken });
      expect(asLeads.status).toBe(409);

      const committed = await importClients(owner.browser, { dateFormat: 'iso', dryRun: false, checkToken });
      expect(committed.status).toBe(200);
      expect(committed.body).toMatchObject({ dryRun: false, rows: 2, created: 2, errors: [] });
      expect((await clientRowsOf(owner.user.id)).map((row) => row.name).sort()).toEqual(['Ada Byron', 'Bea Cole']);
      expect(await clientRowsOf(stranger.user.id)).toEqual([]);
      expect(await leadRowsOf(owner.user.id)).toEqual([]);

      // Used once: a second commit of it writes nothing more.
      const again = await importClients(owner.browser, { dateFormat: 'iso', dryRun: false, checkToken });
      expect(again.status).toBe(409);
      expect(await clientRowsOf(owner.user.id)).toHaveLength(2);
    });

    it('a check is held for 30 minutes, and a newer check of the same caller replaces it', async () => {
      const { browser, user } = await signedInPhotographer(app);
      const check = async (name: string) =>
        (await importClients(browser, { dateFormat: 'iso', dryRun: true, rows: rowsOf(goodClient(name)) })).body
          .checkToken ?? '';
      const first = await check('Ada Byron');
      const second = await check('Bea Cole');
      expect((await importClients(browser, { dateFormat: 'iso', dryRun: false, checkToken: first })).status).toBe(409);

      app.clock.advance(30 * 60_000 + 1);
      expect((await importClients(browser, { dateFormat: 'iso', dryRun: false, checkToken: second })).status).toBe(409);
      expect(await clientRowsOf(user.id)).toEqual([]);
      // The rows themselves can still be sent.
      const sent = await importClients(browser, {
        dateFormat: 'iso',
        dryRun: false,
        rows: rowsOf(goodClient('Bea Cole')),
      });
      expect(sent.body.created).toBe(1);
    });

    it('writes every row or none: a failure in the middle of 3,000 rows leaves no client', async () => {
      const { browser, user } = await signedInPhotographer(app);
      // A real fault inside the database: a trigger refuses one row of the third insert statement.
      await db().execute(sql`
        create or replace function refuse_csv_fault() returns trigger language plpgsql as $$
        begin
          if new.name = 'Fault Row' then raise exception 'injected fault'; end if;
          return new;
        end $$`);
      await db().execute(
        sql`create trigger refuse_csv_fault before insert on clients for each row execute function refuse_csv_fault()`,
      );
      try {
        const cells = Array.from({ length: 3000 }, (_, index) =>
          goodClient(index === 2500 ? 'Fault Row' : `Client ${index}`),
        );
        const failed = await importClients(browser, { dateFormat: 'iso', dryRun: false, rows: rowsOf(...cells) });
        expect(failed.status).toBe(500);
        expect(await clientRowsOf(user.id)).toEqual([]);
      } finally {
        await db().execute(sql`drop trigger refuse_csv_fault on clients`);
        await db().execute(sql`drop function refuse_csv_fault()`);
      }
    });
  });

  describe('refusing bad requests with a clear message and writing nothing', () => {
    it.each([
      ['no rows (a header alone)', { rows: [] }, 'The file has no rows to import.'],
      [
        'more than 10,000 rows',
        { rows: Array.from({ length: 10_001 }, (_, index) => ({ line: index + 2, cells: { name: 'x' } })) },
        'An import can hold at most 10,000 rows; split the file.',
      ],
      [
        'a column that is not one of the list',
        { rows: rowsOf({ ...goodClient('Ada'), shoeSize: '42' }) },
        '"shoeSize" is not a column of this list.',
      ],
      ['a NUL byte in a cell', { rows: rowsOf(goodClient('Ada\u0000Byron')) }, expect.any(String)],
      ['neither rows nor a checkToken', {}, 'Send either rows or a checkToken.'],
      [
        'rows and a checkToken',
        { rows: rowsOf(goodClient('Ada')), checkToken: 'x' },
        'Send either rows or a checkToken.',
      ],
      ['a checkToken of 101 characters', { checkToken: 'x'.repeat(101) }, expect.any(String)],
    ])('%s', async (_, body, message) => {
      const { browser, user } = await signedInPhotographer(app);
      const answer = await importClients(browser, { dateFormat: 'iso', dryRun: false, ...body } as ClientImportRequest);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message });
      expect(await clientRowsOf(user.id)).toEqual([]);
    });

    it('a body of 50 MB is refused before it is read', async () => {
      const { browser, user } = await signedInPhotographer(app);
      const answer = await browser.request<ApiErrorBody>('POST', '/api/leads/import', {
        rawBody: `{"dateFormat":"iso","dryRun":false,"rows":[{"line":2,"cells":{"notes":"${'x'.repeat(50 * 1024 * 1024)}"}}]}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(answer.status).toBe(413);
      expect(answer.body.error.code).toBe('PAYLOAD_TOO_LARGE');
      expect(await leadRowsOf(user.id)).toEqual([]);
    });

    it('a check sends its rows, not a checkToken', async () => {
      const { browser } = await signedInPhotographer(app);
      const answer = await importClients(browser, { dateFormat: 'iso', dryRun: true, checkToken: 'x' });
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe('A check sends its rows, not a checkToken.');
    });

    it('a signed-out caller can neither import nor export', async () => {
      const browser = app.agent();
      const request = { dateFormat: 'iso', dryRun: true, rows: rowsOf(goodLead('Ada')) };
      expect((await send(browser, 'POST', '/api/leads/import', request)).status).toBe(401);
      expect((await download(browser, '/api/clients/export.csv')).status).toBe(401);
    });
  });

  describe('importing leads', () => {
    it('reads sources and session types by name and dates in the chosen format, and refuses an unknown source', async () => {
      const { browser, user } = await signedInPhotographer(app);
      const checked = await importLeads(browser, {
        dateFormat: 'us',
        dryRun: true,
        rows: rowsOf(
          goodLead('Ivy Park', {
            source: 'previous client',
            inquiryDate: '2/28/2026',
            booked: 'yes',
            sessionPackage: 'Mini session',
          }),
          goodLead('Leo Grant', { source: 'TikTok' }),
          goodLead('Max Lane', { contactMethod: 'Carrier pigeon', followUp: '2/31/2026' }),
        ),
      });
      expect(checked.body.errors).toEqual([
        {
          line: 3,
          field: 'Source',
          message: expect.stringMatching(/^"TikTok" is not a lead source\. Use one of: Instagram/),
        },
        {
          line: 4,
          field: 'Contact Method',
          message: expect.stringMatching(/^"Carrier pigeon" is not a contact method/),
        },
        { line: 4, field: 'Follow-up', message: '"2/31/2026" is not a real date written mm/dd/yyyy (US).' },
      ]);
      const committed = await importLeads(browser, {
        dateFormat: 'us',
        dryRun: false,
        rows: rowsOf(
          goodLead('Ivy Park', {
            source: 'previous client',
            inquiryDate: '2/28/2026',
            booked: 'yes',
            sessionPackage: 'Mini session',
          }),
        ),
      });
      expect(committed.body).toMatchObject({ created: 1 });
      expect(await leadRowsOf(user.id)).toMatchObject([
        {
          name: 'Ivy Park',
          source: '6',
          inquiryDate: '2026-02-28',
          booked: true,
          bookingStatus: 'booked',
          sessionPackage: 'Mini session',
        },
      ]);
      // The same name and inquiry date again is a duplicate.
      const again = await importLeads(browser, {
        dateFormat: 'iso',
        dryRun: true,
        rows: rowsOf(goodLead('IVY PARK', { inquiryDate: '2026-02-28' })),
      });
      expect(again.body.duplicates).toEqual([{ line: 2, id: expect.any(String), name: 'Ivy Park' }]);
    });
  });

  describe('exporting', () => {
    it('writes the filtered clients as UTF-8 with a BOM, CRLF, the screen’s titles, Yes/No and neutralised formulas', async () => {
      const owner = await signedInPhotographer(app);
      const stranger = await signedInPhotographer(app);
      await createClients(db(), owner.user.id, [
        { name: '=SUM(A1:A2)', session: { sessionDate: '2026-03-14' }, preSession: { contractSigned: true } },
        { name: 'Zoë "Quote", Ltd', session: { sessionDate: '2026-04-01' } },
      ]);
      await createClients(db(), stranger.user.id, [{ name: 'Not Mine', session: { sessionDate: '2026-03-20' } }]);
      const answer = await download(owner.browser, '/api/clients/export.csv?month=2026-03');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(answer.headers.get('content-disposition')).toMatch(
        /^attachment; filename="shutterdesk-clients-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      expect([...answer.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(answer.bytes).slice(1);
      const lines = text.split('\r\n');
      expect(lines[0]).toBe(clientCsvColumns.map((col) => col.title).join(','));
      expect(lines[0]).toContain('Client Name,Email,Phone,Session Type,Session Package,Session Date');
      expect(lines).toHaveLength(3); // the header, the one March client, and the final line end
      expect(lines[1]).toMatch(/^'=SUM\(A1:A2\),,,/);
      expect(lines[1]).toContain(',Yes,No,');
      expect(lines[1]).toContain('Not Scheduled');
      expect(text).not.toContain('Not Mine');
    });

    it('import(export(x)) gives back x, for clients and for leads, into another account', async () => {
      const source = await signedInPhotographer(app);
      const target = await signedInPhotographer(app);
      await createClients(db(), source.user.id, [
        {
          name: "'Apostrophe",
          email: 'a@example.com',
          phone: '+1 (555) 010-0199',
          session: {
            sessionDate: '2026-05-01',
            sessionType: 'Wedding',
            sessionPackage: '3 session membership',
            sessionDueDate: '2026-04-01',
          },
          preSession: { contractSigned: true, makeup: 'in progress', wardrobeAppointment: 'completed' },
          postSession: {
            culled: true,
            galleryDue: '2026-06-01',
            orderNotes: 'Line one\nline "two", =three',
            orderingAppointment: 'scheduled',
          },
        },
        { name: '@mention -minus +plus', session: { sessionDate: '2026-05-03' } },
        { name: 'Zoë Ünïcode 写真 📷', session: { sessionDate: '2026-05-02' } },
      ]);
      await createLeads(db(), source.user.id, [
        {
          name: 'Ivy =Park',
          inquiryDate: '2026-02-01',
          source: '3',
          contactMethod: 'Text message',
          notes: '-5 people\r\n"quoted"',
          followUp: '2026-02-10',
          crmWorkflowStarted: true,
          contacted: true,
        },
        {
          name: 'Leo Grant',
          inquiryDate: '2026-02-01',
          booked: true,
          sessionPackage: 'Mini session',
          bookingStatus: 'booked',
        },
        { name: 'Max Lane', inquiryDate: '2026-01-15', bookingStatus: 'not booked', pricingSent: true },
      ]);

      for (const [list, columns] of [
        ['clients', clientCsvColumns],
        ['leads', leadCsvColumns],
      ] as const) {
        const exported = new TextDecoder().decode((await download(source.browser, `/api/${list}/export.csv`)).bytes);
        const imported = await send<ImportResult>(target.browser, 'POST', `/api/${list}/import`, {
          dateFormat: 'iso',
          dryRun: false,
          rows: importRowsOfCsv(exported, columns),
        });
        expect(imported.body).toMatchObject({ created: 3, errors: [] });
        const again = new TextDecoder().decode((await download(target.browser, `/api/${list}/export.csv`)).bytes);
        expect(again).toBe(exported);
      }
      const strip = ({ id: _id, createdAt: _c, updatedAt: _u, ...rest }: Client) => rest;
      const clientsOf = async (browser: TestAgent) =>
        (await send<{ clients: Client[] }>(browser, 'GET', '/api/clients')).body.clients.map((c) => strip(c as Client));
      expect(await clientsOf(target.browser)).toEqual(await clientsOf(source.browser));
      const leadsOf = async (browser: TestAgent) =>
        (await send<{ leads: Lead[] }>(browser, 'GET', '/api/leads')).body.leads.map(
          ({ id: _id, clientId: _c, ...rest }) => rest,
        );
      expect(await leadsOf(target.browser)).toEqual(await leadsOf(source.browser));
    });
  });
});
