import { randomBytes } from 'node:crypto';
import { createAuth } from '../auth/auth';
import { createLogger } from '../logger';
import { createMailer } from '../mail/mailer';
import { createUser } from '../testing/factories';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { openDatabaseFromEnv, runCommand } from './open-from-env';

/** The demo photographer; running the seed again leaves an existing one as it is. */
export const demoUser = { name: 'Demi Lens', email: 'demo@shutterdesk.app', password: 'demo-shutter-1' };

await runCommand(async () => {
  const { env, handle } = await openDatabaseFromEnv();
  const logger = createLogger('warn');
  const mailer = createMailer({ from: env.MAIL_FROM, outboxDir: `${env.DATA_DIR}/mail`, logger });
  try {
    const [existing] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, demoUser.email));
    if (!existing) {
      // Seeding sends no real mail: the verification message goes to the outbox and the user is verified.
      const auth = createAuth({
        db: handle.db,
        appUrl: env.APP_URL ?? `http://localhost:${env.PORT}`,
        secret: env.AUTH_SECRET ?? randomBytes(32).toString('base64url'),
        mailer,
        logger,
      });
      await createUser({ auth, db: handle.db }, { ...demoUser, timezone: 'America/New_York' });
    }
    console.log(
      `Demo photographer ready. Log in with:\n  e-mail:   ${demoUser.email}\n  password: ${demoUser.password}`,
    );
  } finally {
    mailer.close();
    await handle.close();
  }
});
