import { eq } from 'drizzle-orm';
import { profiles } from '../src/db/schema';
import {
  createUser,
  setBanned,
  type CreatedUser,
  type FactoryContext,
  type UserOverrides,
} from '../src/testing/factories';
import type { AgentResponse, TestAgent } from '../src/testing/test-agent';
import type { TestServer } from '../src/testing/test-server';

/** What the dashboard features' integration tests share: a signed-in photographer and terse requests. */

export const factoryContext = (app: TestServer): FactoryContext => ({
  auth: app.server.auth,
  db: app.server.database.db,
});

export interface Photographer {
  user: CreatedUser;
  browser: TestAgent;
}

/**
 * A verified user with a profile (in New York unless told otherwise, so day boundaries are not UTC's), signed in.
 * A user to be banned is banned after signing in, as it happens: a banned user gets no new session.
 */
export async function signedInPhotographer(app: TestServer, overrides: UserOverrides = {}): Promise<Photographer> {
  const { isBanned = false, ...rest } = overrides;
  const user = await createUser(factoryContext(app), { timezone: 'America/New_York', ...rest });
  const browser = app.agent();
  const signIn = await browser.signIn(user.email, user.password);
  if (signIn.status !== 200) throw new Error(`Signing in ${user.email} failed with ${signIn.status}`);
  if (isBanned) await setBanned(factoryContext(app), user.id);
  return { user, browser };
}

/** One request with an optional JSON body, for the methods TestAgent has no shorthand for. */
export function send<Body = unknown>(
  browser: TestAgent,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  json?: unknown,
): Promise<AgentResponse<Body>> {
  return browser.request<Body>(method, path, json === undefined ? {} : { json });
}

export async function pointsOf(app: TestServer, userId: string): Promise<number> {
  const [row] = await app.server.database.db
    .select({ points: profiles.points })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!row) throw new Error(`No profile ${userId}`);
  return row.points;
}

export async function setPoints(app: TestServer, userId: string, points: number): Promise<void> {
  await app.server.database.db.update(profiles).set({ points }).where(eq(profiles.id, userId));
}

/** A well-formed id that no row has. */
export const unknownId = '00000000-0000-4000-8000-000000000000';

/** A JSON body just over the 64 kB every endpoint accepts. */
export const oversizedTitle = 'x'.repeat(70 * 1024);
