// `npm run billing:sandbox`: the app with billing on, against our Stripe-protocol server instead of Stripe, so a
// whole checkout can be clicked through without a Stripe account or a network (docs/billing.md). The app is
// `npm start` with the Stripe variables set; PORT, APP_URL, DATA_DIR, ADMIN_EMAILS and the rest are read as usual,
// except that DATA_DIR defaults to ./data-billing-sandbox: the sandbox's Stripe state lives only in memory, so its
// subscriptions must not mix with the real ./data. Ctrl-C or SIGTERM stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startStripeProtocolServer } from '@shutterdesk/server/testing';

const root = path.resolve(import.meta.dirname, '..');
const appPort = Number(process.env.PORT ?? 3000);
const stripe = await startStripeProtocolServer({
  port: Number(process.env.STRIPE_SANDBOX_PORT ?? 12111),
  plans: [
    { priceId: 'price_sandbox_monthly', productName: 'Studio Monthly', amount: 2900, interval: 'month' },
    { priceId: 'price_sandbox_yearly', productName: 'Studio Yearly', amount: 29000, interval: 'year' },
  ],
});
// Straight to the app's own port: APP_URL may name a proxy in front of it.
stripe.deliverWebhooksTo(`http://127.0.0.1:${appPort}/api/billing/webhook`);
console.log(`Stripe-protocol sandbox at ${stripe.url}: no card is charged, nothing leaves this machine.`);

const app = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  stdio: 'inherit',
  // Its own process group: Ctrl-C reaches only this script, which passes the signal on once.
  env: {
    DATA_DIR: './data-billing-sandbox',
    ...process.env,
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_PRICE_IDS: stripe.priceIds().join(','),
    STRIPE_API_URL: stripe.url,
  },
  detached: true,
});

let stopping = false;
function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  app.kill(signal);
}
// `on`, not `once`: npm and the terminal may both deliver the same Ctrl-C.
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

app.once('exit', (code, signal) => {
  void stripe.close().then(() => process.exit(code ?? (signal ? 0 : 1)));
});
