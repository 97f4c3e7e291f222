/**
 * `@shutterdesk/server/testing`: what the browser tests (e2e/) and the scripts (scripts/bench, scripts/soak,
 * scripts/billing-sandbox.ts) use of the server: starting it, its database, the test factories and the fake
 * services the tests talk to. They import this entry rather than reaching into src/, so a module moved inside the
 * server is moved here once.
 */
export { readBackupFile, takeSnapshot, writeBackupFile } from '../backup/backup-file';
export { restoreSnapshot } from '../backup/restore';
export { seedDemoData } from '../cli/demo-data';
export { factoryContextForCommand, openDatabaseFromEnv } from '../cli/open-from-env';
export { AdjustableClock } from '../clock';
export { openDatabase, type Database, type DatabaseHandle, type DatabaseTarget } from '../db/client';
export { runMigrations } from '../db/migrate';
export { bugReports, userSubscriptions } from '../db/schema';
export { parseEnv } from '../env';
export { notifyOfMessageNotSent } from '../features/notifications/message-not-sent';
export { notificationChannel } from '../features/notifications/reminders/notification-writes';
export { runReminderTick } from '../features/notifications/reminders/tick';
export { deliverDueMessages } from '../features/workflows/delivery';
export { queueScheduledMessages } from '../features/workflows/scheduled';
export { createLogger } from '../logger';
export { createMailer } from '../mail/mailer';
export { defaultWebDistDir } from '../paths';
export { startServer } from '../server';
export { signedInAdmin } from './admin-factories';
export { createCoupon } from './billing-factories';
export { buildClients, createClients, createLeads, type ClientSpec, type LeadSpec } from './client-lead-factories';
export {
  createDashboard,
  createUser,
  setBanned,
  type CreatedUser,
  type DashboardSetup,
  type UserOverrides,
} from './factories';
export { freePort } from './free-port';
export { findLink, waitForMail } from './mail-outbox';
export {
  startOpenAiCompatibleServer,
  type AiReply,
  type OpenAiCompatibleServer,
  type RecordedAiRequest,
} from './openai-compatible-server';
export { startStripeProtocolServer } from './stripe-protocol-server';
export { TestAgent } from './test-agent';
export { onePixelPng } from './test-images';
export { testServerEnv } from './test-server';
export { authenticatorFor } from './two-factor';
