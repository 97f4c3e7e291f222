import { csvTexts, importMaxFileBytes } from '@shutterdesk/core';
import type { Locator, Page } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousViolations } from './support/accessibility';
import { expect, test, waitingForHydration } from './support/fixtures';
import { namesInTable } from './support/tables';

/** Import from CSV on Client Flow and Lead Flow (docs/decisions/0014-csv-import-export.md). */

const longWord = 'Unbroken'.repeat(8); // 64 characters without a break

async function openImport(page: Page, path: '/clients' | '/leads', noun: string) {
  await page.goto(path);
  await page.getByRole('button', { name: csvTexts.import, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: csvTexts.dialogTitle(noun) });
  await expect(dialog).toBeVisible();
  return dialog;
}

const csvFile = (text: string | Buffer, name = 'list.csv') => ({
  name,
  mimeType: 'text/csv',
  buffer: typeof text === 'string' ? Buffer.from(text, 'utf8') : text,
});

/** The JSON bodies the page sends to an import endpoint from now on. */
function recordImportBodies(page: Page): unknown[] {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (/\/api\/(clients|leads)\/import$/.test(request.url())) bodies.push(request.postDataJSON());
  });
  return bodies;
}

/**
 * Each column's field shows its whole name: the text of the chosen option, measured in the select's own font,
 * fits the room the select gives it (inside its padding, which holds the arrow).
 */
async function expectSelectsShowTheirValues(scope: Locator, what: string) {
  const cut = await scope.locator('select[aria-label^="Field for column"]').evaluateAll((selects) => {
    const context = document.createElement('canvas').getContext('2d')!;
    return (selects as HTMLSelectElement[]).flatMap((select) => {
      const style = getComputedStyle(select);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = select.selectedOptions[0]?.text ?? '';
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText(text).width > room ? [text] : [];
    });
  });
  expect(cut, `${what}: fields whose name is cut`).toEqual([]);
}

test('[CSV] clients: columns mapped by name and by hand, a duplicate updated, the rest added', async ({
  page,
  createUser,
  createClients,
  logIn,
}) => {
  // Reading files, checking on the server and axe scans: more steps than most tests.
  test.slow();
  const user = await createUser();
  await createClients(user, [{ name: 'Noah Reed', email: 'noah@example.com', session: { sessionDate: '2026-12-06' } }]);
  await logIn(page, user);
  const dialog = await openImport(page, '/clients', 'clients');
  await expectNoSeriousViolations(page, 'the import dialog');

  await dialog
    .locator('input[type=file]')
    .setInputFiles(
      csvFile(
        [
          'Full Name,E-mail,Shoot Date,Kind,Package,Contract Signed,Shoe Size',
          'Ada Byron,ada@example.com,12/05/2026,Family,Mini session,Yes,38',
          'Noah Reed,noah@example.com,12/06/2026,Portrait,Single session,Yes,44',
          `${longWord},,12/07/2026,Wedding,Custom package,No,40`,
        ].join('\r\n'),
      ),
    );
  // Mapped by the names other programs use; "Kind" is not one of them, so it is mapped by hand.
  await expect(dialog.getByLabel(csvTexts.mapColumn('Full Name'))).toHaveValue('name');
  await expect(dialog.getByLabel(csvTexts.mapColumn('Shoot Date'))).toHaveValue('sessionDate');
  await expect(dialog.getByLabel(csvTexts.mapColumn('Shoe Size'))).toHaveValue('');
  await expect(dialog.getByLabel(csvTexts.mapColumn('Kind'))).toHaveValue('');
  await dialog.getByLabel(csvTexts.mapColumn('Kind')).selectOption({ label: 'Session Type' });
  await dialog.getByLabel(csvTexts.dateFormatLabel).selectOption('us');
  await expect(dialog.getByText(csvTexts.previewTitle(3, 3))).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Preview' }).getByText(longWord)).toBeVisible();

  await expectSelectsShowTheirValues(dialog, 'the column mapping');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalScroll(page, 'the import dialog at 375 px');
  await expectSelectsShowTheirValues(dialog, 'the column mapping at 375 px');

  await dialog.getByRole('button', { name: csvTexts.check }).click();
  await expect(dialog.getByText(csvTexts.summary({ rows: 3, created: 2, duplicates: 1, errors: 0 }))).toBeVisible();
  await dialog.getByLabel(`${csvTexts.line} 3: Noah Reed`).selectOption('update');
  await expectNoSeriousViolations(page, 'the import dialog with its check');
  const importBodies = recordImportBodies(page);
  await dialog.getByRole('button', { name: csvTexts.commit(3, 'clients') }).click();
  await expect(page.getByText(csvTexts.imported({ created: 2, updated: 1, skipped: 0 }))).toBeVisible();
  await expect(dialog).toBeHidden();
  // The commit named the server's check rather than sending the file again.
  expect(importBodies).toEqual([{ dateFormat: 'us', dryRun: false, checkToken: expect.any(String), updateLines: [3] }]);

  await page.setViewportSize({ width: 1280, height: 800 });
  const table = page.getByRole('table', { name: 'Clients' });
  await expect(table.getByRole('button', { name: `Rename ${longWord}` })).toBeVisible();
  expect(await namesInTable(table)).toEqual(expect.arrayContaining(['Ada Byron', 'Noah Reed', longWord]));
  expect((await namesInTable(table)).filter((name) => name === 'Noah Reed')).toHaveLength(1);
});

test('[CSV] a commit whose check the server no longer holds sends the rows instead, and imports them', async ({
  page,
  createUser,
  logIn,
}) => {
  const user = await createUser();
  await logIn(page, user);
  const dialog = await openImport(page, '/clients', 'clients');
  await dialog
    .locator('input[type=file]')
    .setInputFiles(
      csvFile('Client Name,Session Date,Session Type,Package\r\nAda Byron,2026-12-05,Family,Mini session\r\n'),
    );
  await dialog.getByRole('button', { name: csvTexts.check }).click();
  await expect(dialog.getByText(csvTexts.summary({ rows: 1, created: 1, duplicates: 0, errors: 0 }))).toBeVisible();
  // Meanwhile, another tab of the same photographer checks another file: the server keeps only the newer check.
  const otherTab = waitingForHydration(await page.context().newPage());
  await otherTab.goto('/clients');
  const otherCheck = await otherTab.evaluate(async () => {
    const response = await fetch('/api/clients/import', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        dateFormat: 'iso',
        dryRun: true,
        rows: [
          {
            line: 2,
            cells: {
              name: 'Bea Cole',
              sessionDate: '2026-12-06',
              sessionType: 'Family',
              sessionPackage: 'Mini session',
            },
          },
        ],
      }),
    });
    return response.status;
  });
  expect(otherCheck).toBe(200);
  await otherTab.close();

  const importBodies = recordImportBodies(page);
  const answers: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/clients/import')) answers.push(response.status());
  });
  await dialog.getByRole('button', { name: csvTexts.commit(1, 'clients') }).click();
  await expect(page.getByText(csvTexts.imported({ created: 1, updated: 0, skipped: 0 }))).toBeVisible();
  // The check named was gone (409), so the rows went as the worker wrote them (a Blob, which Playwright cannot read).
  expect(importBodies[0]).toEqual({
    dateFormat: 'iso',
    dryRun: false,
    checkToken: expect.any(String),
    updateLines: [],
  });
  expect(answers).toEqual([409, 200]);
  expect(await namesInTable(page.getByRole('table', { name: 'Clients' }))).toEqual(['Ada Byron']);
});

test('[CSV] leads: every bad row listed by line, field and message, and nothing imported', async ({
  page,
  createUser,
  logIn,
}) => {
  // Reading files, checking on the server and axe scans: more steps than most tests.
  test.slow();
  const user = await createUser();
  await logIn(page, user);
  const dialog = await openImport(page, '/leads', 'leads');
  await dialog
    .locator('input[type=file]')
    .setInputFiles(
      csvFile(
        [
          'Name,Inquiry Date,Session Type,Source,Notes',
          'Ivy Park,14/03/2026,Newborn,Instagram,fine',
          'Leo Grant,31/02/2026,Newborn,Google,',
          'Max Lane,15/03/2026,Underwater,TikTok,',
          '=HYPERLINK("http://evil.example"),16/03/2026,Family,Referral,',
        ].join('\n'),
      ),
    );
  // A day over 12 first: the dates are European.
  await expect(dialog.getByLabel(csvTexts.dateFormatLabel)).toHaveValue('eu');
  await dialog.getByRole('button', { name: csvTexts.check }).click();
  const errors = dialog.getByRole('region', { name: csvTexts.errorsTitle });
  await expect(errors.getByRole('row')).toHaveCount(5);
  await expect(errors.getByRole('row').nth(1)).toContainText('3Inquiry Date"31/02/2026" is not a real date');
  await expect(errors.getByRole('row').nth(2)).toContainText('4Session Type"Underwater" is not a session type');
  await expect(errors.getByRole('row').nth(3)).toContainText('4Source"TikTok" is not a lead source');
  await expect(errors.getByRole('row').nth(4)).toContainText('5Name');
  await expect(errors.getByRole('row').nth(4)).toContainText('looks like a spreadsheet formula');
  await expect(dialog.getByRole('button', { name: /^Import \d+ leads$/ })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'the import dialog listing errors');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('No leads found')).toBeVisible();
});

test('[CSV] files that cannot be a list are refused in the browser with a clear message', async ({
  page,
  createUser,
  logIn,
}) => {
  // Reading files, checking on the server and axe scans: more steps than most tests.
  test.slow();
  const user = await createUser();
  await logIn(page, user);
  const dialog = await openImport(page, '/clients', 'clients');
  const input = dialog.locator('input[type=file]');
  const messages = csvTexts.fileErrors;
  const cases: [string | Buffer, string][] = [
    ['', messages.empty],
    ['Client Name,Email\r\n', messages.headerOnly],
    [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]), messages.binary],
    ['Client Name,Notes\n"Ada,"never closed\nBea,x\n', messages.unclosedQuote(2)],
    [`${Array.from({ length: 10_000 }, (_, i) => `c${i}`).join(',')}\nx\n`, messages.tooManyColumns(10_000)],
    [Buffer.alloc(importMaxFileBytes + 1, 'a'), messages.tooLarge(importMaxFileBytes / 1024 / 1024)],
  ];
  for (const [content, message] of cases) {
    await input.setInputFiles(csvFile(content));
    await expect(dialog.getByRole('alert')).toHaveText(message);
  }

  // Latin-1: said so, and read once that encoding is chosen.
  await input.setInputFiles(
    csvFile(Buffer.concat([Buffer.from('Client Name,Session Date\n'), Buffer.from('J\xf6rg,2026-12-05\n', 'latin1')])),
  );
  await expect(dialog.getByRole('alert')).toHaveText(messages.notUtf8);
  await dialog.getByLabel(csvTexts.encodingLabel).selectOption('windows-1252');
  await expect(dialog.getByRole('region', { name: 'Preview' }).getByText('Jörg')).toBeVisible();
});
