import { searchResultsPerKind, type SearchResult, type SearchResults } from '@shutterdesk/core';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/raw-sql';
import { priorityTasks } from '../src/db/schema';
import { createClients, createLeads } from '../src/testing/client-lead-factories';
import { createDashboard } from '../src/testing/factories';
import type { TestAgent } from '../src/testing/test-agent';
import { testDatabaseKinds } from '../src/testing/test-server';
import { useTestServer } from '../src/testing/use-test-server';
import { factoryContext, signedInPhotographer, type Photographer } from './dashboard-helpers';

describe.each(testDatabaseKinds)('[SEARCH] GET /api/search on %s', (kind) => {
  const app = useTestServer(kind);
  let owner: Photographer;
  let other: Photographer;
  const ids = new Map<string, string>();

  const clientNames = [
    'Anna Berg',
    'Joanna Anders',
    'Hanna Lee',
    'Zoé Martin',
    '100% Pure Studio',
    'Ann_Marie Cole',
    'O\'Brien "Bobby" Back\\slash',
    'Emoji 📸 Fan',
    "Robert'); DROP TABLE clients;--",
  ];
  // Made in an order unlike their rank.
  const leadNames = ['Joanne Hannah', 'Lena Anna Roth', 'Annabel Price', 'Anna'];

  beforeAll(async () => {
    owner = await signedInPhotographer(app);
    other = await signedInPhotographer(app);
    const db = app.server.database.db;
    const clientIds = await createClients(
      db,
      owner.user.id,
      clientNames.map((name) => ({ name })),
    );
    clientNames.forEach((name, index) => ids.set(name, clientIds[index]!));
    const leadIds = await createLeads(
      db,
      owner.user.id,
      leadNames.map((name) => ({ name })),
    );
    leadNames.forEach((name, index) => ids.set(name, leadIds[index]!));
    const dashboard = await createDashboard(factoryContext(app), owner.user.id, {
      categories: ['Finance'],
      tasks: [{ title: 'Send Anna the invoice', category: 'Finance', frequency: 'weekly' }],
      priorityTasks: ['Call Anna about the album', 'Archived Anna task'],
    });
    ids.set('Send Anna the invoice', dashboard.taskIds[0]!);
    ids.set('Call Anna about the album', dashboard.priorityTaskIds[0]!);
    await db.update(priorityTasks).set({ isArchived: true }).where(eq(priorityTasks.id, dashboard.priorityTaskIds[1]!));
    // The other user's rows match the same queries and must never show.
    await createClients(db, other.user.id, [{ name: 'Anna Berg' }, { name: '100% Other' }]);
    await createLeads(db, other.user.id, [{ name: 'Anna Other' }]);
  });

  async function search(browser: TestAgent, q: string): Promise<SearchResult[]> {
    const response = await browser.get<SearchResults>(`/api/search?${new URLSearchParams({ q })}`);
    expect(response.status).toBe(200);
    return response.body.results;
  }
  const names = (results: SearchResult[], ofKind?: SearchResult['kind']) =>
    results.filter((result) => !ofKind || result.kind === ofKind).map((result) => result.name);

  it('finds every kind, grouped by kind, each with its id', async () => {
    const results = await search(owner.browser, 'anna');
    expect(results.map((result) => result.kind)).toEqual([
      'client',
      'client',
      'client',
      'lead',
      'lead',
      'lead',
      'lead',
      'routine',
      'priorityTask',
    ]);
    for (const result of results) expect(result.id).toBe(ids.get(result.name));
    // The archived priority task is off the dashboard, so it is not found.
    expect(names(results, 'priorityTask')).toEqual(['Call Anna about the album']);
  });

  it('ranks an exact name first, then a name that starts with it, then a word that does, then the rest', async () => {
    expect(names(await search(owner.browser, 'Anna Berg'), 'client')).toEqual(['Anna Berg']);
    expect(names(await search(owner.browser, 'anna'), 'lead')).toEqual([
      'Anna',
      'Annabel Price',
      'Lena Anna Roth',
      'Joanne Hannah',
    ]);
    const clientsFound = names(await search(owner.browser, 'ANNA'), 'client');
    expect(clientsFound[0]).toBe('Anna Berg');
    expect(clientsFound.slice(1).sort()).toEqual(['Hanna Lee', 'Joanna Anders']);
  });

  it('ignores case and accents both ways', async () => {
    expect(names(await search(owner.browser, 'zoe'))).toEqual(['Zoé Martin']);
    expect(names(await search(owner.browser, 'ZOÉ MAR'))).toEqual(['Zoé Martin']);
  });

  it('matches %, _ and \\ as themselves, not as wildcards', async () => {
    expect(names(await search(owner.browser, '100%'))).toEqual(['100% Pure Studio']);
    expect(await search(owner.browser, '%%')).toEqual([]);
    expect(names(await search(owner.browser, 'n_m'))).toEqual(['Ann_Marie Cole']);
    expect(await search(owner.browser, '__')).toEqual([]);
    expect(names(await search(owner.browser, 'back\\sl'))).toEqual(['O\'Brien "Bobby" Back\\slash']);
  });

  it('takes quotes, emoji and SQL-looking text as plain text', async () => {
    expect(names(await search(owner.browser, "o'brien"))).toEqual(['O\'Brien "Bobby" Back\\slash']);
    expect(names(await search(owner.browser, '"bobby"'))).toEqual(['O\'Brien "Bobby" Back\\slash']);
    expect(names(await search(owner.browser, '📸'))).toEqual(['Emoji 📸 Fan']);
    expect(names(await search(owner.browser, "'); DROP TABLE"))).toEqual(["Robert'); DROP TABLE clients;--"]);
    expect(await search(owner.browser, "' or 1=1 --")).toEqual([]);
    const [counted] = await rowsOf<{ count: number }>(
      app.server.database.db,
      sql`select count(*)::int as count from clients`,
    );
    expect(counted?.count).toBe(clientNames.length + 2);
  });

  it('answers an empty, one-character, blank or 10 kB query with results or none, never an error', async () => {
    expect(await search(owner.browser, '')).toEqual([]);
    expect(await search(owner.browser, 'a')).toEqual([]);
    expect(await search(owner.browser, '     ')).toEqual([]);
    expect(await search(owner.browser, 'x'.repeat(10_000))).toEqual([]);
    // Only the first 200 characters are read: a name followed by a long tail is still found.
    expect(names(await search(owner.browser, `Anna Berg${' '.repeat(191)}${'z'.repeat(9_800)}`), 'client')).toEqual([
      'Anna Berg',
    ]);
    // An emoji is 12 bytes of URL: 800 of them make a 10 kB address (the palette sends 200 characters at most).
    expect(names(await search(owner.browser, '📸'.repeat(800)))).toEqual([]);
    const noQuery = await owner.browser.get<SearchResults>('/api/search');
    expect(noQuery).toMatchObject({ status: 200, body: { results: [] } });
  });

  it('refuses an unknown query parameter with a clear message', async () => {
    const response = await owner.browser.get<{ error: { code: string; message: string } }>('/api/search?q=anna&x=1');
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_FAILED');
  });

  it("never shows another user's rows", async () => {
    const theirs = await search(other.browser, 'anna');
    expect(names(theirs)).toEqual(['Anna Berg', 'Anna Other']);
    const ownIds = new Set(ids.values());
    for (const result of theirs) expect(ownIds.has(result.id)).toBe(false);
    expect(names(await search(other.browser, '100%'))).toEqual(['100% Other']);
    expect(await search(other.browser, 'zoe')).toEqual([]);
  });

  it(`lists at most ${searchResultsPerKind} of each kind`, async () => {
    const someone = await signedInPhotographer(app);
    await createClients(
      app.server.database.db,
      someone.user.id,
      Array.from({ length: 8 }, (_, index) => ({ name: `Twin ${index}` })),
    );
    expect(await search(someone.browser, 'twin')).toHaveLength(searchResultsPerKind);
  });

  it('asks to be signed in', async () => {
    expect((await app.agent().get('/api/search?q=anna')).status).toBe(401);
  });
});
