import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Clock } from '../../../shared/kernel';
import { parseForm, type FormValue } from './form-body';

/* eslint-disable @typescript-eslint/no-explicit-any --
   Stripe's JSON objects, built and read loosely: a test double of an edge we do not own, checked by the real SDK's use of it. */
/* oxlint-disable typescript/no-unsafe-assignment, typescript/no-unsafe-member-access, typescript/no-unsafe-argument, typescript/no-base-to-string --
   the same objects, for the rules that need types (.oxlintrc.json). */
type StripeObject = Record<string, any>;

const DAY_S = 86_400;

/** What a test card does at the first charge after the trial (Stripe's conventions, DECISIONS.md). */
const FAILS_AT_FIRST_CHARGE = '4000000000000341';

export interface FakeStripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  body: Record<string, FormValue>;
}

/** Stripe's error body with its HTTP status. */
class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * A failure of the API before it does anything (an outage): answered `status`
 * with Stripe's `api_error`, or held `delayMs` before it is done (an API slower
 * than the client waits, whose late work is then replayed by the idempotency key).
 */
export type FakeStripeFault = { status: 500 | 502 | 503 } | { delayMs: number };

const missing = (kind: string, id: string) => new ApiError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing');

/**
 * A small in-process fake of the Stripe API for tests: the real SDK talks HTTP
 * to it (`STRIPE_API_BASE`). It speaks form-encoded bodies, answers Stripe's
 * object and error shapes for what the app uses (customers, checkout sessions,
 * subscriptions with their SetupIntent, card payment methods, portal sessions),
 * replays an `Idempotency-Key`'s first answer, and moves subscriptions through
 * time by `clock` as Stripe does (trial end → active, or past_due for the card
 * that fails its first charge; a cancellation at period end ends it then).
 * Test controls stand in for the browser (complete a checkout, confirm a card),
 * for the network (drop the first answer of a call) and for an outage of the
 * API (`fail`: errors or a hang, per endpoint, until `recover`).
 */
export class FakeStripe {
  readonly requests: FakeStripeRequest[] = [];
  private readonly objects = new Map<string, StripeObject>();
  private readonly replies = new Map<string, { hash: string; status: number; body: unknown }>();
  private readonly cards = new Map<string, string>();
  private readonly drops: { method: string; path: RegExp }[] = [];
  private faults: { method: string; path: RegExp; fault: FakeStripeFault; left: number }[] = [];
  private readonly handling = new Set<Promise<void>>();
  private readonly server = createServer((req, res) => {
    const handled = this.handle(req, res).finally(() => this.handling.delete(handled));
    this.handling.add(handled);
  });
  private address = '';

  constructor(private readonly clock: Clock) {}

  static async start(clock: Clock): Promise<FakeStripe> {
    const fake = new FakeStripe(clock);
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    fake.address = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    return fake;
  }

  /** What `STRIPE_API_BASE` is set to. */
  get url(): string {
    return this.address;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The next `method` call whose path matches is done, but its answer is lost on the way (the connection drops). */
  dropFirstResponse(method: string, path: RegExp): void {
    this.drops.push({ method, path });
  }

  /** The next `times` `method` calls whose path matches fail with `fault` (every one until `recover` by default). */
  fail(method: string, path: RegExp, fault: FakeStripeFault, times = Number.POSITIVE_INFINITY): void {
    this.faults.push({ method, path, fault, left: times });
  }

  /** The outage ends: every call is served again. */
  recover(): void {
    this.faults = [];
  }

  /** Resolves once every call received so far is done, even those whose client stopped waiting. */
  async idle(): Promise<void> {
    while (this.handling.size > 0) await Promise.all(this.handling);
  }

  /** All objects of a kind (`subscription`, `customer`, …). */
  all(kind: string): StripeObject[] {
    return [...this.objects.values()].filter((object) => object.object === kind).map((object) => this.fresh(object));
  }

  object(id: string): StripeObject {
    const object = this.objects.get(id);
    if (!object) throw new Error(`the fake Stripe has no ${id}`);
    return this.fresh(object);
  }

  /** The traveller pays the hosted checkout with a card: Stripe creates the customer and the trialing subscription. */
  completeCheckout(sessionId: string, cardNumber: string): StripeObject {
    const session = this.object(sessionId);
    if (session.status !== 'open') throw new Error(`checkout ${sessionId} is ${session.status}`);
    const customer = this.create('cus', { object: 'customer', email: session.customer_email, metadata: session.metadata ?? {} });
    const card = this.attachCard(customer.id, cardNumber);
    const subscription = this.newSubscription(customer.id, session.line_items_price, session.subscription_data, card.id);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'no_payment_required',
      customer: customer.id,
      subscription: subscription.id,
    });
    return this.fresh(subscription);
  }

  /** The browser confirms the card of a subscription created for the paywall's card tab (its SetupIntent succeeds). */
  confirmCard(subscriptionId: string, cardNumber: string): void {
    const subscription = this.objects.get(subscriptionId)!;
    const card = this.attachCard(subscription.customer, cardNumber);
    const intent = this.objects.get(subscription.pending_setup_intent)!;
    Object.assign(intent, { status: 'succeeded', payment_method: card.id });
    Object.assign(subscription, { pending_setup_intent: null, default_payment_method: card.id });
  }

  /** A webhook event as Stripe sends it, carrying `object` (as it is now) and created now. */
  event(type: string, object: StripeObject): StripeObject {
    return {
      id: `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: this.nowSeconds(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake.stripe');
    const method = req.method ?? 'GET';
    const text = method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString('utf8');
    const body = parseForm(text);
    const idempotencyKey = header(req, 'idempotency-key');
    this.requests.push({ method, path: url.pathname, idempotencyKey, body });

    const fault = this.takeFault(method, url.pathname);
    if (fault && 'status' in fault) {
      const outage = new ApiError(fault.status, 'api_error', 'An unexpected error occurred (the fake Stripe API is failing on purpose).');
      const { body: answer } = errorReply(outage);
      res.writeHead(fault.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
      return;
    }
    if (fault) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));

    const { status, body: answer } = this.answerOnce(method, url.pathname, text, body, idempotencyKey, header(req, 'authorization'));
    const drop = this.drops.findIndex((candidate) => candidate.method === method && candidate.path.test(url.pathname));
    if (drop >= 0) {
      this.drops.splice(drop, 1);
      req.socket.destroy();
      return;
    }
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` });
    res.end(JSON.stringify(answer));
  }

  private takeFault(method: string, path: string): FakeStripeFault | undefined {
    const match = this.faults.find((candidate) => candidate.left > 0 && candidate.method === method && candidate.path.test(path));
    if (!match) return undefined;
    match.left -= 1;
    return match.fault;
  }

  /** A POST with an idempotency key is done once; later ones get the first answer, or an error if their parameters differ. */
  private answerOnce(
    method: string,
    path: string,
    text: string,
    body: Record<string, FormValue>,
    key: string | undefined,
    authorization: string | undefined,
  ): { status: number; body: unknown } {
    const replayable = method === 'POST' && key !== undefined;
    const hash = createHash('sha256').update(`${path}\n${text}`).digest('hex');
    const previous = replayable ? this.replies.get(key) : undefined;
    if (previous) {
      if (previous.hash === hash) return previous;
      return errorReply(
        new ApiError(
          400,
          'idempotency_error',
          `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
        ),
      );
    }
    let reply: { status: number; body: unknown };
    try {
      if (!/^Bearer sk_(test|live)_\w+$/.test(authorization ?? '')) {
        throw new ApiError(401, 'invalid_request_error', 'Invalid API Key provided.');
      }
      reply = { status: 200, body: this.route(method, path, body) };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      reply = errorReply(error);
    }
    if (replayable) this.replies.set(key, { hash, ...reply });
    return reply;
  }

  private route(method: string, path: string, body: Record<string, FormValue>): unknown {
    const expand = (Array.isArray(body.expand) ? body.expand : []) as string[];
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      return this.create('cus', { object: 'customer', email: body.email ?? null, metadata: body.metadata ?? {} });
    }
    if (method === 'GET' && (match = /^\/v1\/customers\/([^/]+)\/payment_methods$/.exec(path))) {
      const customer = this.find('customer', match[1]!);
      const cards = [...this.objects.values()].filter((object) => object.object === 'payment_method' && object.customer === customer.id);
      return { object: 'list', url: path, has_more: false, data: cards };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.openCheckout(body);
    if (method === 'GET' && (match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path))) {
      return this.expanded(this.find('checkout.session', match[1]!), expand);
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const customer = this.find('customer', String(body.customer));
      const items = body.items as { price?: string }[] | undefined;
      const subscription = this.newSubscription(customer.id, this.price(items?.[0]?.price), body, null);
      return this.expanded(subscription, expand);
    }
    if ((match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const subscription = this.find('subscription', match[1]!);
      if (method === 'POST') this.updateSubscription(subscription, body);
      return this.expanded(subscription, expand);
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = this.find('customer', String(body.customer));
      const id = `bps_${randomBytes(12).toString('hex')}`;
      return this.create('bps', {
        id,
        object: 'billing_portal.session',
        customer: customer.id,
        return_url: body.return_url ?? null,
        url: `https://billing.stripe.com/p/session/test_${id}`,
      });
    }
    throw new ApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  private openCheckout(body: Record<string, FormValue>): StripeObject {
    if (body.mode !== 'subscription')
      throw new ApiError(400, 'invalid_request_error', 'The fake only opens subscription checkouts.', 'parameter_invalid');
    const items = body.line_items as { price?: string }[] | undefined;
    const price = this.price(items?.[0]?.price);
    const id = `cs_test_${randomBytes(16).toString('hex')}`;
    return this.create('cs', {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      payment_method_collection: body.payment_method_collection ?? 'always',
      client_reference_id: body.client_reference_id ?? null,
      customer: null,
      customer_email: body.customer_email ?? null,
      metadata: body.metadata ?? {},
      subscription: null,
      success_url: String(body.success_url ?? '').replace('{CHECKOUT_SESSION_ID}', id),
      cancel_url: body.cancel_url ?? null,
      url: `https://checkout.stripe.com/c/pay/${id}`,
      created: this.nowSeconds(),
      expires_at: this.nowSeconds() + DAY_S,
      // Kept to make the subscription when the checkout completes; Stripe keeps them too, out of sight.
      line_items_price: price,
      subscription_data: body.subscription_data ?? {},
    });
  }

  private newSubscription(customerId: string, price: StripeObject, params: any, cardId: string | null): StripeObject {
    const now = this.nowSeconds();
    const trialDays = Number(params?.trial_period_days ?? 0);
    const trialEnd = trialDays > 0 ? now + trialDays * DAY_S : null;
    const intent = cardId
      ? null
      : this.create('seti', {
          object: 'setup_intent',
          customer: customerId,
          status: 'requires_payment_method',
          usage: 'off_session',
          payment_method: null,
        });
    if (intent) intent.client_secret = `${intent.id}_secret_${randomBytes(12).toString('hex')}`;
    const id = `sub_${randomBytes(12).toString('hex')}`;
    const periodEnd = trialEnd ?? advance(now, price.recurring.interval);
    return this.create('sub', {
      id,
      object: 'subscription',
      customer: customerId,
      status: trialEnd ? 'trialing' : 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: now,
      start_date: now,
      trial_start: trialEnd ? now : null,
      trial_end: trialEnd,
      default_payment_method: cardId,
      pending_setup_intent: intent?.id ?? null,
      latest_invoice: null,
      metadata: params?.metadata ?? {},
      items: {
        object: 'list',
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
        data: [
          {
            id: `si_${randomBytes(12).toString('hex')}`,
            object: 'subscription_item',
            price,
            quantity: 1,
            current_period_start: now,
            current_period_end: periodEnd,
          },
        ],
      },
    });
  }

  private updateSubscription(subscription: StripeObject, body: Record<string, FormValue>): void {
    const fresh = this.fresh(subscription);
    if (fresh.status === 'canceled') {
      throw new ApiError(400, 'invalid_request_error', 'A canceled subscription can only update its cancellation_details and metadata.');
    }
    if (body.cancel_at_period_end !== undefined) {
      const cancel = body.cancel_at_period_end === 'true';
      Object.assign(subscription, {
        cancel_at_period_end: cancel,
        cancel_at: cancel ? (subscription.trial_end ?? subscription.items.data[0].current_period_end) : null,
        canceled_at: cancel ? this.nowSeconds() : null,
      });
    }
  }

  /**
   * The subscription as Stripe would have it now: at the trial's or period's end
   * a cancelled one ends, else the card is charged — the card that fails its
   * first charge leaves it past_due, any other renews it for another period.
   */
  private fresh(object: StripeObject): StripeObject {
    if (object.object !== 'subscription') return object;
    const now = this.nowSeconds();
    const item = object.items.data[0];
    while (['trialing', 'active'].includes(object.status) && now >= item.current_period_end) {
      const boundary = item.current_period_end as number;
      if (object.cancel_at_period_end) {
        Object.assign(object, { status: 'canceled', ended_at: boundary });
        break;
      }
      const card = this.cards.get(object.default_payment_method ?? '');
      if (!card || card === FAILS_AT_FIRST_CHARGE) {
        object.status = card ? 'past_due' : 'paused';
        break;
      }
      object.status = 'active';
      Object.assign(item, { current_period_start: boundary, current_period_end: advance(boundary, item.price.recurring.interval) });
    }
    return object;
  }

  private expanded(object: StripeObject, expand: string[]): StripeObject {
    const copy = structuredClone(this.fresh(object));
    for (const field of expand) {
      const id = copy[field];
      if (typeof id === 'string' && this.objects.has(id)) copy[field] = structuredClone(this.fresh(this.objects.get(id)!));
    }
    delete copy.line_items_price;
    delete copy.subscription_data;
    return copy;
  }

  private attachCard(customerId: string, cardNumber: string): StripeObject {
    const digits = cardNumber.replaceAll(' ', '');
    const card = this.create('pm', {
      object: 'payment_method',
      type: 'card',
      customer: customerId,
      card: { brand: 'visa', last4: digits.slice(-4), exp_month: 12, exp_year: 2030, funding: 'credit', country: 'US' },
    });
    this.cards.set(card.id, digits);
    return card;
  }

  /** The fake knows any price whose id names its interval (`…annual…` or `…year…` is yearly, anything else monthly). */
  private price(id: string | undefined): StripeObject {
    if (!id) throw new ApiError(400, 'invalid_request_error', 'Missing required param: price.', 'parameter_missing');
    const interval = /annual|year/.test(id) ? 'year' : 'month';
    return { id, object: 'price', currency: 'usd', recurring: { interval, interval_count: 1 }, type: 'recurring' };
  }

  private find(kind: string, id: string): StripeObject {
    const object = this.objects.get(id);
    if (!object || object.object !== kind) throw missing(kind, id);
    return object;
  }

  private create(prefix: string, fields: StripeObject): StripeObject {
    const object = { id: `${prefix}_${randomBytes(12).toString('hex')}`, livemode: false, created: this.nowSeconds(), ...fields };
    this.objects.set(object.id, object);
    return object;
  }

  private nowSeconds(): number {
    return Math.floor(this.clock.now().getTime() / 1000);
  }
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function errorReply(error: ApiError): { status: number; body: unknown } {
  return {
    status: error.status,
    body: { error: { type: error.type, message: error.message, ...(error.code ? { code: error.code } : {}) } },
  };
}

/** One month or year after `seconds`, on the calendar. */
function advance(seconds: number, interval: 'month' | 'year'): number {
  const date = new Date(seconds * 1000);
  if (interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}
