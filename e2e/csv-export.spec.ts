import { clientCsvColumns, csvTexts, leadCsvColumns } from '@shutterdesk/core';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** Export to CSV from Client Flow and Lead Flow, with the filters in force (docs/decisions/0014-csv-import-export.md). */

async function downloadExport(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: csvTexts.export, exact: true }).click(),
  ]);
  const bytes = await readFile(await download.path());
  return { name: download.suggestedFilename(), bytes, lines: bytes.toString('utf8').slice(1).split('\r\n') };
}

test('[CSV] clients export: the month in force, a BOM, the screen titles, Yes/No and a formula kept as text', async ({
  page,
  createUser,
  createClients,
  logIn,
}) => {
  const user = await createUser();
  await createClients(user, [
    { name: '=SUM(1,2)', session: { sessionDate: '2026-03-14' }, preSession: { contractSigned: true } },
    { name: 'April Client', session: { sessionDate: '2026-04-02' } },
  ]);
  await logIn(page, user);
  await page.goto('/clients?month=2026-03');
  await expect(
    page.getByRole('table', { name: 'Clients' }).getByRole('button', { name: 'Rename =SUM(1,2)' }),
  ).toBeVisible();
  const { name, bytes, lines } = await downloadExport(page);
  expect(name).toMatch(/^shutterdesk-clients-\d{4}-\d{2}-\d{2}\.csv$/);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(lines[0]).toBe(clientCsvColumns.map((col) => col.title).join(','));
  expect(lines.slice(1)).toEqual([expect.stringMatching(/^"'=SUM\(1,2\)",,,[A-Za-z]+,/), '']);
  expect(lines[1]).toContain(',No,Yes,No,');
});

test('[CSV] leads export: only the booked leads while Booked is chosen, sources by name', async ({
  page,
  createUser,
  createLeads,
  logIn,
}) => {
  const user = await createUser();
  await createLeads(user, [
    { name: 'Booked Bea', source: '1', booked: true, bookingStatus: 'booked', sessionPackage: 'Mini session' },
    { name: 'Pending Paul', source: '3' },
  ]);
  await logIn(page, user);
  await page.goto('/leads?status=booked');
  await expect(
    page.getByRole('table', { name: 'Leads' }).getByRole('button', { name: 'Rename Booked Bea' }),
  ).toBeVisible();
  const { lines } = await downloadExport(page);
  expect(lines[0]).toBe(leadCsvColumns.map((col) => col.title).join(','));
  expect(lines).toHaveLength(3);
  expect(lines[1]).toMatch(/^Booked Bea,\d{4}-\d{2}-\d{2},[A-Za-z]+,Mini session,Instagram,/);
});
