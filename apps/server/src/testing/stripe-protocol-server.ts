import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { formList, formObject, formText, parseStripeForm, type FormObject } from './stripe-form';

/**
 * A real server on loopback that speaks Stripe's protocol, for the integration and browser tests and for
 * `npm run billing:sandbox`: the official SDK talks to it through its host/port/protocol settings. It answers the
 * calls the product makes (prices, customers, coupons, checkout sessions, subscriptions, invoices, billing portal)
 * with Stripe's object and error shapes, takes form-encoded bodies and honours Idempotency-Key. Its hosted
 * checkout page completes a session when Pay is pressed: it creates the subscription (trialing), sends the
 * webhook events a real account would, signed with the SDK's own test-header helper, and redirects to the success
 * URL; Cancel goes to the cancel URL. Tests drive what happens later (renewal, a failed payment, the end of a
 * cancelled subscription) through its methods.
 */

export interface StripePlanSpec {
  priceId: string;
  productName: string;
  /** Cents. */
  amount: number;
  interval: 'day' | 'week' | 'month' | 'year';
}

export interface RecordedStripeRequest {
  method: string;
  path: string;
  form: FormObject;
  idempotencyKey: string | undefined;
}

export interface DeliveredEvent {
  event: StripeEvent;
  /** The app's answer, or 0 when it could not be reached. */
  status: number;
}

/** What the server keeps of an object: Stripe's JSON, with `object` naming its kind. */
type StripeObject = Record<string, unknown> & { id: string; object: string };
export type StripeEvent = StripeObject & { type: string; data: { object: StripeObject } };

export interface StripeProtocolServer {
  /** What the SDK's host/port/protocol come from (STRIPE_API_URL). */
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** The price ids of the plans, for STRIPE_PRICE_IDS. */
  priceIds(): string[];
  addPlan(plan: StripePlanSpec): void;
  /** Where events go: the app's webhook endpoint. Without one (undefined), events are only recorded, as if late. */
  deliverWebhooksTo(url: string | undefined): void;
  /** While true, every API call is answered 500, as during an outage on Stripe's side. */
  setUnavailable(unavailable: boolean): void;
  requests: RecordedStripeRequest[];
  delivered: DeliveredEvent[];
  customers: Map<string, StripeObject>;
  checkoutSessions: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  coupons: Map<string, StripeObject>;
  /** What pressing Pay on the hosted page does; returns the new subscription's id. */
  completeCheckout(sessionId: string): Promise<string>;
  /** The trial or period ends and the next invoice is paid: the subscription is active for a new period. */
  renewSubscription(subscriptionId: string): Promise<void>;
  /** The next invoice fails: the subscription is past due. */
  failPayment(subscriptionId: string): Promise<void>;
  /** The subscription ends now (a cancelled one reaching its period end, or Stripe giving up on payment). */
  endSubscription(subscriptionId: string): Promise<void>;
  /**
   * Puts a subscription in any of Stripe's states, as Stripe's own machinery would (a retry giving up, a trial
   * ending without a card, a first payment never completed), moving its current period when `period` is given, and
   * sends 'customer.subscription.updated' (or '.deleted' for canceled).
   */
  setSubscriptionState(subscriptionId: string, status: string, period?: { start: Date; end: Date }): Promise<void>;
  /**
   * A subscription made at Stripe without a checkout of ours (as in Stripe's dashboard) for a customer: active, or
   * trialing for `trialDays`. Sends the events Stripe sends; returns its id.
   */
  createSubscription(customerId: string, priceId: string, options?: { trialDays?: number }): Promise<string>;
  /** Resolves once every event sent so far has been answered by the app. */
  settled(): Promise<void>;
  /** Sends an event about an object's current state; `id` repeats an earlier event's id (a redelivery). */
  sendEvent(type: string, object: StripeObject, id?: string): Promise<DeliveredEvent>;
  /** The Stripe-Signature header Stripe would send with `payload`, signed at `at` (now, by the server's clock). */
  signature(payload: string, at?: Date): string;
  close(): Promise<void>;
}

const dayMs = 24 * 60 * 60 * 1000;
const intervalMs = { day: dayMs, week: 7 * dayMs, month: 30 * dayMs, year: 365 * dayMs } as const;

function newId(prefix: string): string {
  return `${prefix}_test_${randomBytes(12).toString('hex')}`;
}

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type = 'invalid_request_error',
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

const missing = (kind: string, id: string) =>
  new StripeApiError(404, `No such ${kind}: '${id}'`, 'invalid_request_error', 'resource_missing', 'id');

async function readText(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export async function startStripeProtocolServer(
  options: { plans?: StripePlanSpec[]; now?: () => Date; port?: number } = {},
): Promise<StripeProtocolServer> {
  const now = options.now ?? (() => new Date());
  const seconds = () => Math.floor(now().getTime() / 1000);
  const secretKey = `sk_test_${randomBytes(16).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const signer = new Stripe(secretKey);
  let webhookUrl: string | undefined;
  let unavailable = false;

  const products = new Map<string, StripeObject>();
  const prices = new Map<string, StripeObject>();
  const customers = new Map<string, StripeObject>();
  const checkoutSessions = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const invoices = new Map<string, StripeObject>();
  const coupons = new Map<string, StripeObject>();
  const portalSessions = new Map<string, StripeObject>();
  /** Line items and trial of each checkout session, which Stripe keeps but does not show on the session. */
  const sessionOrders = new Map<string, { priceId: string; trialDays: number; subscriptionMetadata: FormObject }>();
  const idempotentAnswers = new Map<string, { status: number; body: unknown }>();
  const requests: RecordedStripeRequest[] = [];
  const delivered: DeliveredEvent[] = [];

  let baseUrl = '';

  function addPlan(plan: StripePlanSpec) {
    const productId = `prod_${plan.priceId}`;
    products.set(productId, { id: productId, object: 'product', name: plan.productName, active: true });
    prices.set(plan.priceId, {
      id: plan.priceId,
      object: 'price',
      active: true,
      currency: 'usd',
      unit_amount: plan.amount,
      type: 'recurring',
      recurring: { interval: plan.interval, interval_count: 1 },
      product: productId,
    });
  }
  options.plans?.forEach(addPlan);

  function priceWithProduct(price: StripeObject): StripeObject {
    return { ...price, product: products.get(price.product as string) ?? price.product };
  }

  const inFlight = new Set<Promise<DeliveredEvent>>();

  /** Sends an event, tracked until the app has answered it (see settled()). */
  function sendEvent(type: string, object: StripeObject, id = newId('evt')): Promise<DeliveredEvent> {
    const delivery = deliver(type, object, id);
    inFlight.add(delivery);
    void delivery.finally(() => inFlight.delete(delivery));
    return delivery;
  }

  async function deliver(type: string, object: StripeObject, id: string): Promise<DeliveredEvent> {
    const event: StripeEvent = {
      id,
      object: 'event',
      type,
      created: seconds(),
      livemode: false,
      api_version: '2026-10-28.endive',
      pending_webhooks: 1,
      data: { object: structuredClone(object) },
    };
    const record: DeliveredEvent = { event, status: 0 };
    delivered.push(record);
    if (!webhookUrl) return record;
    const payload = JSON.stringify(event);
    try {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature(payload) },
        body: payload,
      });
      record.status = response.status;
      await response.arrayBuffer();
    } catch {
      record.status = 0;
    }
    return record;
  }

  /** Signed at the time of the server's clock, which the tests share with the app. */
  function signature(payload: string, at = now()): string {
    return signer.webhooks.generateTestHeaderString({
      payload,
      secret: webhookSecret,
      timestamp: Math.floor(at.getTime() / 1000),
    });
  }

  /** A subscription as answered: with `expand[]=items.data.price.product`, each item's product inline. */
  function answerSubscription(subscription: StripeObject, form: FormObject): StripeObject {
    if (!formList(form, 'expand').includes('items.data.price.product')) return subscription;
    const copy = structuredClone(subscription);
    for (const item of (copy.items as { data: { price: StripeObject }[] }).data)
      item.price = priceWithProduct(item.price);
    return copy;
  }

  function subscriptionItem(subscription: StripeObject) {
    return (subscription.items as { data: Record<string, unknown>[] }).data[0]!;
  }

  function createInvoice(subscription: StripeObject, amount: number, paid: boolean): StripeObject {
    const invoice: StripeObject = {
      id: newId('in'),
      object: 'invoice',
      customer: subscription.customer,
      status: paid ? 'paid' : 'open',
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      currency: 'usd',
      created: seconds(),
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
    };
    invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  async function completeCheckout(sessionId: string): Promise<string> {
    const session = checkoutSessions.get(sessionId);
    if (!session) throw missing('checkout.session', sessionId);
    if (session.status !== 'open') throw new StripeApiError(400, 'This Checkout Session is no longer open.');
    const order = sessionOrders.get(sessionId)!;
    const price = prices.get(order.priceId)!;
    const { subscription, invoice } = newSubscription(
      session.customer,
      price,
      order.trialDays,
      order.subscriptionMetadata,
    );
    subscription.discounts = session.discounts;
    Object.assign(session, {
      status: 'complete',
      payment_status: order.trialDays > 0 ? 'no_payment_required' : 'paid',
      subscription: subscription.id,
      invoice: invoice.id,
    });
    await sendEvent('customer.subscription.created', subscription);
    await sendEvent('invoice.paid', invoice);
    await sendEvent('checkout.session.completed', session);
    return subscription.id;
  }

  function intervalOf(price: StripeObject): keyof typeof intervalMs {
    return (price.recurring as { interval: keyof typeof intervalMs }).interval;
  }

  function existingSubscription(id: string): StripeObject {
    const subscription = subscriptions.get(id);
    if (!subscription) throw missing('subscription', id);
    return subscription;
  }

  /**
   * The next invoice is paid: a running subscription renews for a new period; a past-due one (whose period moved on
   * when its renewal failed) is paid for the period it is in.
   */
  async function renewSubscription(id: string) {
    const subscription = existingSubscription(id);
    const item = subscriptionItem(subscription);
    const price = item.price as StripeObject;
    if (subscription.status !== 'past_due' && subscription.status !== 'unpaid') {
      const start = item.current_period_end as number;
      Object.assign(item, {
        current_period_start: start,
        current_period_end: start + intervalMs[intervalOf(price)] / 1000,
      });
    }
    subscription.status = 'active';
    const invoice = createInvoice(subscription, price.unit_amount as number, true);
    await sendEvent('invoice.paid', invoice);
    await sendEvent('customer.subscription.updated', subscription);
  }

  /** The renewal at the end of the current period fails: Stripe starts the next period unpaid, and retries. */
  async function failPayment(id: string) {
    const subscription = existingSubscription(id);
    const item = subscriptionItem(subscription);
    const price = item.price as StripeObject;
    const start = item.current_period_end as number;
    Object.assign(item, {
      current_period_start: start,
      current_period_end: start + intervalMs[intervalOf(price)] / 1000,
    });
    subscription.status = 'past_due';
    const invoice = createInvoice(subscription, price.unit_amount as number, false);
    await sendEvent('invoice.payment_failed', invoice);
    await sendEvent('customer.subscription.updated', subscription);
  }

  async function endSubscription(id: string) {
    const subscription = existingSubscription(id);
    Object.assign(subscription, {
      status: 'canceled',
      ended_at: seconds(),
      canceled_at: subscription.canceled_at ?? seconds(),
    });
    await sendEvent('customer.subscription.deleted', subscription);
  }

  async function setSubscriptionState(id: string, status: string, period?: { start: Date; end: Date }) {
    const subscription = existingSubscription(id);
    if (period) {
      Object.assign(subscriptionItem(subscription), {
        current_period_start: Math.floor(period.start.getTime() / 1000),
        current_period_end: Math.floor(period.end.getTime() / 1000),
      });
    }
    subscription.status = status;
    if (status === 'canceled') {
      Object.assign(subscription, { ended_at: seconds(), canceled_at: subscription.canceled_at ?? seconds() });
      await sendEvent('customer.subscription.deleted', subscription);
      return;
    }
    await sendEvent('customer.subscription.updated', subscription);
  }

  /** A new subscription of a customer for a price, trialing for `trialDays` or active and paid. */
  function newSubscription(customer: unknown, price: StripeObject, trialDays: number, metadata: FormObject) {
    const start = seconds();
    const trialEnd = start + trialDays * 86_400;
    const periodEnd = trialDays > 0 ? trialEnd : start + intervalMs[intervalOf(price)] / 1000;
    const subscription: StripeObject = {
      id: newId('sub'),
      object: 'subscription',
      customer,
      status: trialDays > 0 ? 'trialing' : 'active',
      created: start,
      start_date: start,
      trial_start: trialDays > 0 ? start : null,
      trial_end: trialDays > 0 ? trialEnd : null,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      currency: 'usd',
      metadata,
      discounts: [],
      items: {
        object: 'list',
        has_more: false,
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            price,
            quantity: 1,
            current_period_start: start,
            current_period_end: periodEnd,
          },
        ],
      },
      latest_invoice: null,
    };
    subscriptions.set(subscription.id, subscription);
    const invoice = createInvoice(subscription, trialDays > 0 ? 0 : (price.unit_amount as number), true);
    return { subscription, invoice };
  }

  async function createSubscription(customerId: string, priceId: string, options: { trialDays?: number } = {}) {
    if (!customers.has(customerId)) throw missing('customer', customerId);
    const price = prices.get(priceId);
    if (!price) throw missing('price', priceId);
    const { subscription, invoice } = newSubscription(customerId, price, options.trialDays ?? 0, {});
    await sendEvent('customer.subscription.created', subscription);
    await sendEvent('invoice.paid', invoice);
    return subscription.id;
  }

  /** Stripe's API: one handler per route, each answering an object or throwing StripeApiError. */
  async function api(method: string, path: string, form: FormObject): Promise<unknown> {
    // /v1/<resource>[/<id>[/<action>]], where checkout and billing_portal name a resource in two segments.
    const parts = path.split('/').filter(Boolean).slice(1);
    const nested = parts[0] === 'checkout' || parts[0] === 'billing_portal';
    const resource = nested ? `${parts[0]}/${parts[1]}` : parts[0];
    const [id, action] = nested ? parts.slice(2) : parts.slice(1);
    switch (`${method} ${resource}`) {
      case 'GET prices': {
        const price = prices.get(id!);
        if (!price) throw missing('price', id!);
        return formList(form, 'expand').includes('product') ? priceWithProduct(price) : price;
      }
      case 'POST customers': {
        const customer: StripeObject = {
          id: newId('cus'),
          object: 'customer',
          email: formText(form, 'email') ?? null,
          name: formText(form, 'name') ?? null,
          metadata: formObject(form, 'metadata'),
          created: seconds(),
        };
        customers.set(customer.id, customer);
        return customer;
      }
      case 'GET customers': {
        const customer = customers.get(id!);
        if (!customer) throw missing('customer', id!);
        return customer;
      }
      case 'POST coupons': {
        const percentOff = Number(formText(form, 'percent_off'));
        if (!Number.isFinite(percentOff) || percentOff <= 0 || percentOff > 100) {
          throw new StripeApiError(
            400,
            'Invalid percent_off',
            'invalid_request_error',
            'parameter_invalid',
            'percent_off',
          );
        }
        const coupon: StripeObject = {
          id: formText(form, 'id') ?? newId('coupon'),
          object: 'coupon',
          percent_off: percentOff,
          duration: formText(form, 'duration') ?? 'once',
          name: formText(form, 'name') ?? null,
          valid: true,
          created: seconds(),
          metadata: formObject(form, 'metadata'),
        };
        if (coupons.has(coupon.id))
          throw new StripeApiError(400, 'Coupon already exists.', 'invalid_request_error', 'resource_already_exists');
        coupons.set(coupon.id, coupon);
        return coupon;
      }
      case 'GET coupons': {
        const coupon = coupons.get(id!);
        if (!coupon) throw missing('coupon', id!);
        return coupon;
      }
      case 'POST checkout/sessions': {
        if (!id) return createCheckoutSession(form);
        const session = checkoutSessions.get(id);
        if (!session || action !== 'expire') throw missing('checkout.session', id);
        if (session.status !== 'open') {
          throw new StripeApiError(400, 'Only Checkout Sessions with a status in ["open"] can be expired.');
        }
        session.status = 'expired';
        void sendEvent('checkout.session.expired', session);
        return session;
      }
      case 'GET checkout/sessions': {
        const session = checkoutSessions.get(id!);
        if (!session) throw missing('checkout.session', id!);
        return session;
      }
      case 'GET subscriptions':
        return answerSubscription(existingSubscription(id!), form);
      case 'POST subscriptions': {
        const subscription = existingSubscription(id!);
        if (subscription.status === 'canceled') {
          throw new StripeApiError(
            400,
            'A canceled subscription can only update its cancellation_details and metadata.',
          );
        }
        const cancelAtPeriodEnd = formText(form, 'cancel_at_period_end');
        if (cancelAtPeriodEnd !== undefined) {
          const cancel = cancelAtPeriodEnd === 'true';
          Object.assign(subscription, {
            cancel_at_period_end: cancel,
            cancel_at: cancel ? subscriptionItem(subscription).current_period_end : null,
            canceled_at: cancel ? seconds() : null,
          });
        }
        void sendEvent('customer.subscription.updated', subscription);
        return answerSubscription(subscription, form);
      }
      case 'DELETE subscriptions': {
        const subscription = existingSubscription(id!);
        Object.assign(subscription, { status: 'canceled', ended_at: seconds(), canceled_at: seconds() });
        void sendEvent('customer.subscription.deleted', subscription);
        return subscription;
      }
      case 'GET invoices': {
        const invoice = invoices.get(id!);
        if (!invoice) throw missing('invoice', id!);
        return invoice;
      }
      case 'POST billing_portal/sessions': {
        const customer = formText(form, 'customer') ?? '';
        if (!customers.has(customer)) throw missing('customer', customer);
        const session: StripeObject = {
          id: newId('bps'),
          object: 'billing_portal.session',
          customer,
          return_url: formText(form, 'return_url') ?? null,
          created: seconds(),
          url: '',
        };
        session.url = `${baseUrl}/billing-portal/${session.id}`;
        portalSessions.set(session.id, session);
        return session;
      }
      default:
        throw new StripeApiError(404, `Unrecognized request URL (${method}: ${path}).`);
    }
  }

  function createCheckoutSession(form: FormObject): StripeObject {
    const lineItems = formList(form, 'line_items') as FormObject[];
    const priceId = lineItems[0] ? formText(lineItems[0], 'price') : undefined;
    if (!priceId || !prices.has(priceId)) {
      throw new StripeApiError(
        400,
        `No such price: '${priceId ?? ''}'`,
        'invalid_request_error',
        'resource_missing',
        'line_items[0][price]',
      );
    }
    const customer = formText(form, 'customer');
    if (customer && !customers.has(customer)) throw missing('customer', customer);
    const successUrl = formText(form, 'success_url');
    const cancelUrl = formText(form, 'cancel_url');
    if (!successUrl || !cancelUrl)
      throw new StripeApiError(
        400,
        'Missing required param: success_url.',
        'invalid_request_error',
        'parameter_missing',
      );
    const discounts = (formList(form, 'discounts') as FormObject[]).map((discount) => {
      const coupon = formText(discount, 'coupon') ?? '';
      if (!coupons.has(coupon)) throw missing('coupon', coupon);
      return { coupon };
    });
    const subscriptionData = formObject(form, 'subscription_data');
    const price = prices.get(priceId)!;
    const percentOff = discounts[0] ? (coupons.get(discounts[0].coupon)!.percent_off as number) : 0;
    const session: StripeObject = {
      id: `cs_test_${randomBytes(16).toString('hex')}`,
      object: 'checkout.session',
      mode: formText(form, 'mode') ?? 'payment',
      status: 'open',
      payment_status: 'unpaid',
      customer: customer ?? null,
      client_reference_id: formText(form, 'client_reference_id') ?? null,
      success_url: successUrl,
      cancel_url: cancelUrl,
      metadata: formObject(form, 'metadata'),
      discounts,
      currency: 'usd',
      amount_total: Math.round((price.unit_amount as number) * (1 - percentOff / 100)),
      subscription: null,
      invoice: null,
      created: seconds(),
      expires_at: Number(formText(form, 'expires_at') ?? seconds() + 86_400),
      url: '',
    };
    session.url = `${baseUrl}/checkout/pay/${session.id}`;
    checkoutSessions.set(session.id, session);
    sessionOrders.set(session.id, {
      priceId,
      trialDays: Number(formText(subscriptionData, 'trial_period_days') ?? 0),
      subscriptionMetadata: formObject(subscriptionData, 'metadata'),
    });
    return session;
  }

  function checkoutPage(session: StripeObject): string {
    const order = sessionOrders.get(session.id)!;
    const price = prices.get(order.priceId)!;
    const product = products.get(price.product as string)!;
    const discount = (session.discounts as { coupon: string }[])[0];
    const percentOff = discount ? (coupons.get(discount.coupon)?.percent_off as number) : 0;
    const amount = `$${((price.unit_amount as number) / 100).toFixed(2)} per ${intervalOf(price)}`;
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test checkout: ${escapeHtml(product.name as string)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#18181b}
.card{border:1px solid #e4e4e7;border-radius:12px;padding:1.5rem}button,a.button{display:block;width:100%;box-sizing:border-box;padding:.75rem;margin-top:.75rem;border-radius:8px;font-size:1rem;text-align:center;text-decoration:none;cursor:pointer}
button{background:#18181b;color:#fff;border:0}a.button{border:1px solid #d4d4d8;color:#18181b}.note{color:#52525b;font-size:.875rem}</style></head>
<body><p class="note">Stripe-protocol test server: no card is charged.</p><main class="card">
<h1>${escapeHtml(product.name as string)}</h1><p>${amount}</p>
${order.trialDays > 0 ? `<p>${order.trialDays}-day free trial, then billed each ${intervalOf(price)}.</p>` : ''}
${percentOff ? `<p>Coupon applied: ${percentOff}% off.</p>` : ''}
<form method="post" action="/checkout/pay/${session.id}"><button type="submit">Pay</button></form>
<a class="button" href="${escapeHtml(session.cancel_url as string)}">Cancel</a></main></body></html>`;
  }

  function portalPage(session: StripeObject): string {
    const returnUrl = (session.return_url as string | null) ?? '/';
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Billing portal (test)</title></head>
<body style="font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem"><h1>Billing portal</h1>
<p>Stripe-protocol test server: card, invoices and receipts would be managed here.</p><a href="${escapeHtml(returnUrl)}">Return to Shutterdesk</a></body></html>`;
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', baseUrl);
    const text = await readText(request);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
    };
    const html = (status: number, body: string) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      response.end(body);
    };

    // The hosted pages a browser sees.
    const payMatch = /^\/checkout\/pay\/([\w]+)$/.exec(url.pathname);
    if (payMatch) {
      const session = checkoutSessions.get(payMatch[1]!);
      if (!session) return html(404, '<h1>This checkout does not exist.</h1>');
      if (session.status !== 'open') return html(410, '<h1>This checkout is no longer open.</h1>');
      if (request.method === 'GET') return html(200, checkoutPage(session));
      await completeCheckout(session.id);
      const successUrl = (session.success_url as string).replace('{CHECKOUT_SESSION_ID}', session.id);
      response.writeHead(303, { location: successUrl });
      return response.end();
    }
    const portalMatch = /^\/billing-portal\/([\w]+)$/.exec(url.pathname);
    if (portalMatch) {
      const session = portalSessions.get(portalMatch[1]!);
      return session ? html(200, portalPage(session)) : html(404, '<h1>This portal session does not exist.</h1>');
    }

    // The API the SDK calls.
    const form = parseStripeForm(request.method === 'GET' || request.method === 'DELETE' ? url.search.slice(1) : text);
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    requests.push({ method: request.method ?? 'GET', path: url.pathname, form, idempotencyKey });
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
    }
    if (unavailable) return send(500, { error: { type: 'api_error', message: 'An unknown error occurred.' } });
    const replayKey = idempotencyKey && `${request.method} ${url.pathname} ${idempotencyKey}`;
    const replay = replayKey && idempotentAnswers.get(replayKey);
    if (replay) return send(replay.status, replay.body, { 'idempotent-replayed': 'true' });
    let answer: { status: number; body: unknown };
    try {
      answer = { status: 200, body: await api(request.method ?? 'GET', url.pathname, form) };
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      const { status, type, code, param, message } = error;
      answer = { status, body: { error: { type, message, ...(code ? { code } : {}), ...(param ? { param } : {}) } } };
    }
    if (replayKey && request.method === 'POST' && answer.status < 500) idempotentAnswers.set(replayKey, answer);
    return send(answer.status, answer.body);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    secretKey,
    webhookSecret,
    priceIds: () => [...prices.keys()],
    addPlan,
    deliverWebhooksTo(url) {
      webhookUrl = url;
    },
    setUnavailable(value) {
      unavailable = value;
    },
    requests,
    delivered,
    customers,
    checkoutSessions,
    subscriptions,
    coupons,
    completeCheckout,
    renewSubscription,
    failPayment,
    endSubscription,
    setSubscriptionState,
    createSubscription,
    sendEvent,
    signature,
    async settled() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
