import { eq } from 'drizzle-orm';
import type { Auth } from '../auth/auth';
import type { Database } from '../db/client';
import { profiles, users } from '../db/schema';
import { ensureProfile } from '../features/profiles/service';

/**
 * Builders of realistic data, shared by the demo seed, the integration tests and the browser tests' fixture
 * server, so all three make users the same way the product does (through better-auth, not raw inserts).
 */
export interface FactoryContext {
  auth: Auth;
  db: Database;
}

export interface CreatedUser {
  id: string;
  name: string;
  email: string;
  password: string;
}

export interface UserOverrides {
  name?: string;
  email?: string;
  password?: string;
  /** Verified users can sign in at once; unverified ones must follow the e-mailed link first. */
  verified?: boolean;
  /** Create the profile as a first sign-in would. */
  withProfile?: boolean;
  timezone?: string;
  isBanned?: boolean;
  isAdmin?: boolean;
}

let sequence = 0;

/** An address no other test or run will have used. */
export function uniqueEmail(prefix = 'photographer'): string {
  sequence += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${sequence}@example.com`;
}

export async function createUser(context: FactoryContext, overrides: UserOverrides = {}): Promise<CreatedUser> {
  const name = overrides.name ?? 'Ava Lens';
  const email = (overrides.email ?? uniqueEmail()).toLowerCase();
  const password = overrides.password ?? 'shutter-secret-1';
  const { user } = await context.auth.api.signUpEmail({ body: { name, email, password } });
  if (overrides.verified ?? true) {
    await context.db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  }
  if (overrides.withProfile ?? true) {
    await ensureProfile(context.db, user.id, overrides.timezone ?? 'UTC', []);
    if (overrides.isBanned || overrides.isAdmin) {
      await context.db
        .update(profiles)
        .set({ isBanned: overrides.isBanned ?? false, isAdmin: overrides.isAdmin ?? false })
        .where(eq(profiles.id, user.id));
    }
  }
  return { id: user.id, name, email, password };
}

export async function setBanned(context: FactoryContext, userId: string, isBanned = true): Promise<void> {
  await context.db.update(profiles).set({ isBanned }).where(eq(profiles.id, userId));
}
