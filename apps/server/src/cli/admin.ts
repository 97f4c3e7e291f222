import { grantAdmin } from '../features/account/service';
import { openDatabaseFromEnv, runCommand } from './open-from-env';

const usage = 'Usage: npm run admin -- grant <email>';

await runCommand(async () => {
  const [command, email] = process.argv.slice(2);
  if (command !== 'grant' || !email) {
    throw new Error(usage);
  }
  const { handle } = await openDatabaseFromEnv();
  try {
    if (!(await grantAdmin(handle.db, email))) {
      throw new Error(`No user with the e-mail ${email}. They must register first.`);
    }
    console.log(`${email} is now an admin.`);
  } finally {
    await handle.close();
  }
});
