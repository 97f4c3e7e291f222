/** Where the browser tests' server listens (see server.ts); overridable when those ports are taken. */
export const appPort = Number(process.env.E2E_APP_PORT ?? 4173);
export const fixturePort = Number(process.env.E2E_FIXTURE_PORT ?? 4174);
export const appUrl = `http://localhost:${appPort}`;
export const fixtureUrl = `http://127.0.0.1:${fixturePort}`;
/** The billing specs' server: billing on, against a Stripe-protocol server (server.ts with E2E_BILLING=1). */
export const billingAppPort = Number(process.env.E2E_BILLING_APP_PORT ?? 4175);
export const billingFixturePort = Number(process.env.E2E_BILLING_FIXTURE_PORT ?? 4176);
export const billingAppUrl = `http://localhost:${billingAppPort}`;
export const billingFixtureUrl = `http://127.0.0.1:${billingFixturePort}`;
