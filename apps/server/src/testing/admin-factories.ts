import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client';
import { profiles, users } from '../db/schema';
import { createUser, type CreatedUser, type UserOverrides } from './factories';
import type { TestAgent } from './test-agent';
import type { TestServer } from './test-server';
import { enrolAuthenticator } from './two-factor';

/** What signing in needs of a test server (the bench has one too): the server itself and a browser for it. */
export type ServerWithAgents = Pick<TestServer, 'server' | 'agent'>;

export interface SignedInUser {
  user: CreatedUser;
  browser: TestAgent;
}

export interface AdminOverrides extends UserOverrides {
  /** Turn two-factor sign-in on, as the admin area requires unless ADMIN_REQUIRE_2FA=false; on by default. */
  twoFactor?: boolean;
}

/** A user signed in on their own browser; an admin with two-factor sign-in on when `isAdmin` and `twoFactor`. */
export async function signedInUser(app: ServerWithAgents, overrides: AdminOverrides = {}): Promise<SignedInUser> {
  const { twoFactor = false, ...userOverrides } = overrides;
  const user = await createUser({ auth: app.server.auth, db: app.server.database.db }, userOverrides);
  const browser = app.agent();
  const signIn = await browser.signIn(user.email, user.password);
  if (signIn.status !== 200) throw new Error(`Signing in ${user.email} failed with ${signIn.status}`);
  if (twoFactor) await enrolAuthenticator(browser, user.password);
  return { user, browser };
}

/** An admin (profiles.is_admin) signed in, with two-factor sign-in on unless told otherwise. */
export function signedInAdmin(app: ServerWithAgents, overrides: AdminOverrides = {}): Promise<SignedInUser> {
  return signedInUser(app, { name: 'Ada Admin', twoFactor: true, ...overrides, isAdmin: true });
}

export interface ListedUserSpec {
  name: string;
  email: string;
  createdAt: Date;
  /** Sign-up finished: the user has a profile. */
  withProfile?: boolean;
}

/** Users as the admin list sees them, written straight to the tables (no password, no session); returns their ids. */
export async function insertListedUsers(db: Database, specs: readonly ListedUserSpec[]): Promise<string[]> {
  if (specs.length === 0) return [];
  const rows = specs.map((spec) => ({
    id: randomBytes(16).toString('hex'),
    name: spec.name,
    email: spec.email.toLowerCase(),
    emailVerified: true,
    createdAt: spec.createdAt,
    updatedAt: spec.createdAt,
  }));
  await db.insert(users).values(rows);
  const profileRows = rows
    .filter((_, index) => specs[index]!.withProfile ?? true)
    .map((row) => ({ id: row.id, name: row.name, email: row.email, createdAt: row.createdAt }));
  if (profileRows.length > 0) await db.insert(profiles).values(profileRows);
  return rows.map((row) => row.id);
}
