import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import type { RateLimitOverride } from '../modules/accounts';
import { DEFAULT_INVITE_CODES, planCatalogue, type BillingSettings, type StripeSettings } from '../modules/subscriptions';

/** Raised when the environment holds a value the app cannot run with. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./.data'),
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(LOG_LEVELS).optional(),
  EMBEDDED_POSTGRES_PORT: z.coerce.number().int().min(1024).max(65_535).default(54329),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).optional(),
  PUBLIC_ORIGIN: z.string().url().optional(),
  RESET_TOKEN_IN_RESPONSE: z
    .enum(['true', 'false', '1', '0'], { errorMap: () => ({ message: 'must be true or false' }) })
    .transform((value) => value === 'true' || value === '1')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).max(320).optional(),
  ADMIN_EMAILS: z.string().optional(),
  INVITE_CODES: z.string().optional(),
  MEDIA_SOURCE_URL: z
    .string()
    .regex(/^https?:\/\//, 'must be an http:// or https:// URL')
    .optional(),
  // Billing (DECISIONS.md "Plans and prices", "Offline billing by default").
  BILLING: z.enum(['local', 'stripe', 'off']).optional(),
  PRICE_MONTHLY_CENTS: z.coerce.number().int().min(50).max(1_000_000).default(799),
  PRICE_ANNUAL_CENTS: z.coerce.number().int().min(50).max(10_000_000).default(5990),
  PRICE_CURRENCY: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'must be a three-letter currency code')
    .transform((code) => code.toUpperCase())
    .default('USD'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret or restricted key (sk_… or rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_…)')
    .optional(),
  STRIPE_PRICE_MONTHLY: z.string().min(1).optional(),
  STRIPE_PRICE_ANNUAL: z.string().min(1).optional(),
  STRIPE_TIMEOUT_MS: milliseconds(500, 80_000).optional(),
  STRIPE_API_BASE: z
    .string()
    .regex(/^https?:\/\/[^/]+\/?$/, 'must be an origin such as http://127.0.0.1:12111')
    .optional(),
  // Accounts and abuse (issue 9): proxies, production checks, anonymous retention.
  TRUST_PROXY: z
    .string()
    .transform((value, ctx) => parseTrustProxy(value) ?? (ctx.addIssue({ code: 'custom', message: TRUST_PROXY_HELP }), z.NEVER))
    .optional(),
  ANONYMOUS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  ALLOW_EMBEDDED_DB: z
    .enum(['true', 'false', '1', '0'], { errorMap: () => ({ message: 'must be true or false' }) })
    .transform((value) => value === 'true' || value === '1')
    .optional(),
  // Reliability (issue 9): shutdown, query budget, HTTP server timeouts; see ReliabilityConfig.
  SHUTDOWN_GRACE_MS: milliseconds(0, 300_000).default(5_000),
  DATABASE_QUERY_TIMEOUT_MS: milliseconds(100, 300_000).default(5_000),
  HTTP_REQUEST_TIMEOUT_MS: milliseconds(1_000, 3_600_000).default(30_000),
  HTTP_HEADERS_TIMEOUT_MS: milliseconds(1_000, 3_600_000).default(10_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: milliseconds(1_000, 3_600_000).default(5_000),
  // Load shedding and metrics (issue 16, docs/adr/0049); see OverloadConfig.
  OVERLOAD_SHEDDING: z
    .enum(['true', 'false', '1', '0'], { errorMap: () => ({ message: 'must be true or false' }) })
    .transform((value) => value === 'true' || value === '1')
    .optional(),
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: milliseconds(1, 10_000).default(50),
  OVERLOAD_MAX_POOL_WAIT_MS: milliseconds(1, 60_000).default(100),
  OVERLOAD_WINDOW_MS: milliseconds(50, 10_000).default(250),
  OVERLOAD_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3_600).default(2),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
});

function milliseconds(min: number, max: number) {
  return z.coerce.number().int().min(min).max(max);
}

/** How the process stops, how long a query may take, and how long the HTTP server waits for clients. */
export interface ReliabilityConfig {
  /** After SIGTERM, how long /readyz answers 503 while requests are still served, before the listener closes. */
  shutdownGraceMs: number;
  /** A database query's budget: the server cancels it then, the client gives up just after (a frozen server). */
  databaseQueryTimeoutMs: number;
  /** The whole request (headers and body) must arrive within this (Node's `requestTimeout`). */
  httpRequestTimeoutMs: number;
  /** The request headers must arrive within this (Node's `headersTimeout`); at most the request timeout. */
  httpHeadersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this; above a load balancer's idle timeout when behind one. */
  httpKeepAliveTimeoutMs: number;
}

/** When the app sheds requests with a fast 503 instead of queueing them (docs/adr/0049). */
export interface OverloadConfig {
  /** `OVERLOAD_SHEDDING`; default on, except under NODE_ENV=test where a busy test machine must not shed. */
  enabled: boolean;
  /** Shed while the event loop's mean delay over the last window is above this. */
  maxEventLoopDelayMs: number;
  /** Shed while a request has been waiting longer than this for a database connection. */
  maxPoolWaitMs: number;
  /** The event loop's delay is averaged over windows this long. */
  windowMs: number;
  /** `Retry-After` of a shed request. */
  retryAfterSeconds: number;
}

/**
 * Production refuses to start half-configured: reset links would point to
 * localhost, reset e-mails would be dropped, and a beta embedded PostgreSQL
 * would hold the data. Each message names the variable.
 */
function productionProblems(e: z.infer<typeof EnvSchema>): string[] {
  const problems: string[] = [];
  if (!e.PUBLIC_ORIGIN) problems.push('PUBLIC_ORIGIN: is required in production (the origin of the links in e-mails)');
  if (!e.SMTP_URL) problems.push('SMTP_URL: is required in production (without a mail server no reset e-mail is sent)');
  if (!e.DATABASE_URL && e.ALLOW_EMBEDDED_DB !== true) {
    problems.push('DATABASE_URL: is required in production (or set ALLOW_EMBEDDED_DB=true to run the embedded PostgreSQL on purpose)');
  }
  return problems;
}

/** What Stripe billing needs; with any of them set and BILLING unset, billing is Stripe. */
const STRIPE_KEYS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_MONTHLY',
  'STRIPE_PRICE_ANNUAL',
] as const;

/** Stripe's keys, all of them, or an error naming the missing ones; `STRIPE_API_BASE` (a fake of the API) never in production. */
function stripeSettings(e: z.infer<typeof EnvSchema>, production: boolean): StripeSettings {
  const missing = STRIPE_KEYS.filter((key) => e[key] === undefined);
  if (missing.length > 0) {
    throw new ConfigError(`Invalid configuration. BILLING: stripe needs ${missing.join(', ')} (see README "Configuration")`);
  }
  if (production && e.STRIPE_API_BASE) {
    throw new ConfigError(
      'Invalid configuration. STRIPE_API_BASE: is for tests against a fake Stripe API and must not be set in production',
    );
  }
  const base = e.STRIPE_API_BASE ? new URL(e.STRIPE_API_BASE) : undefined;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return {
    secretKey: e.STRIPE_SECRET_KEY!,
    publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET!,
    ...(e.STRIPE_TIMEOUT_MS === undefined ? {} : { timeoutMs: e.STRIPE_TIMEOUT_MS }),
    ...(base ? { api: { host: base.hostname, port: Number(base.port || (protocol === 'http' ? 80 : 443)), protocol } } : {}),
  };
}

const TRUST_PROXY_HELP =
  'must be false, the number of proxy hops in front of the app (1, 2…), or a comma list of proxy addresses, subnets or loopback/linklocal/uniquelocal (never true: any client could then choose its address)';

/** Trusted proxies as Express's `trust proxy` takes them; undefined for a value we refuse. */
function parseTrustProxy(value: string): TrustProxy | undefined {
  const text = value.trim().toLowerCase();
  if (text === 'false' || text === '0') return false;
  if (/^[1-9][0-9]?$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const valid = (entry: string) => ['loopback', 'linklocal', 'uniquelocal'].includes(entry) || isIP(entry.replace(/\/\d{1,3}$/, '')) !== 0;
  return entries.length > 0 && entries.every(valid) ? entries : undefined;
}

/** `false`: no proxy, the client is the socket's peer; a number of hops; or the proxies' addresses. */
export type TrustProxy = false | number | string[];

export interface Config {
  port: number;
  host: string;
  /** Absent: the embedded PostgreSQL under `dataDir` is started. */
  databaseUrl: string | undefined;
  /** A read replica for the reads that may lag (leaderboards, top cities, the analytics report); absent: they use `databaseUrl`. */
  databaseReadUrl: string | undefined;
  /** Absolute folder for embedded database files and uploads. */
  dataDir: string;
  nodeEnv: 'development' | 'test' | 'production';
  logLevel: (typeof LOG_LEVELS)[number];
  embeddedPgPort: number;
  /** How long a request waits to connect or for a free database connection before answering 503. */
  databaseConnectTimeoutMs: number;
  /** Origin used to build links in e-mails; never taken from the Host header. */
  publicOrigin: string;
  /** Folder of the built web app. */
  webDistDir: string;
  /** Whether request-reset answers the reset token itself (development and tests only). */
  resetTokenInResponse: boolean;
  /** Absent: e-mails are not sent; in development their links are logged instead. */
  smtpUrl: string | undefined;
  /** Sender of the app's e-mails. */
  mailFrom: string;
  /** Lowercased e-mails of the users who may open /admin/media. */
  adminEmails: readonly string[];
  /** Which billing provider the subscriptions module uses, the plan catalogue and its provider price ids. */
  billing: BillingSettings;
  /** Anonymous users not seen for this many days are purged, with their progress. */
  anonymousRetentionDays: number;
  /** Which proxies in front of the app may say the client's address (`X-Forwarded-For`). */
  trustProxy: TrustProxy;
  /** Base URL `npm run media:pull` fetches `<id>.gif` / `<id>.png` from; absent: nothing to pull. */
  mediaSourceUrl: string | undefined;
  /**
   * Rate limits replaced by name (`login-account`, `register-ip`, …). Never read
   * from the environment: only code that starts the app (tests) sets it.
   */
  rateLimitOverrides?: Readonly<Record<string, RateLimitOverride>>;
  reliability: ReliabilityConfig;
  overload: OverloadConfig;
  /** Bearer token `/metrics` asks for; absent: `/metrics` answers 404. */
  metricsToken: string | undefined;
}

/**
 * Reads and validates the environment once, at start. A wrong value stops the
 * process with a message naming the variable, instead of failing later.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const blanksRemoved = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(blanksRemoved);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration. ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const defaultLevel = e.NODE_ENV === 'test' ? 'silent' : 'info';
  const production = e.NODE_ENV === 'production';
  if (production && e.RESET_TOKEN_IN_RESPONSE === true) {
    throw new ConfigError(
      'Invalid configuration. RESET_TOKEN_IN_RESPONSE: must not be true in production (anyone could reset any password)',
    );
  }
  const missing = production ? productionProblems(e) : [];
  if (missing.length > 0) throw new ConfigError(`Invalid configuration. ${missing.join('; ')}`);
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw new ConfigError('Invalid configuration. DATABASE_READ_URL: needs DATABASE_URL (the embedded PostgreSQL has no read replica)');
  }
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS) {
    throw new ConfigError('Invalid configuration. HTTP_HEADERS_TIMEOUT_MS: must not be more than HTTP_REQUEST_TIMEOUT_MS');
  }
  const publicOrigin = e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT === 0 ? 3000 : e.PORT}`;
  const billing = e.BILLING ?? (STRIPE_KEYS.some((key) => e[key] !== undefined) ? 'stripe' : production ? 'off' : 'local');
  if (production && billing === 'local') {
    throw new ConfigError('Invalid configuration. BILLING: local is a test checkout and must not run in production (use stripe or off)');
  }
  const stripe = billing === 'stripe' ? stripeSettings(e, production) : undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    dataDir: path.resolve(e.DATA_DIR),
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL ?? defaultLevel,
    embeddedPgPort: e.EMBEDDED_POSTGRES_PORT,
    // 3 s kept 40 parallel logins free of 503s on a 2-core machine at load 20-30 (1 s did not:
    // docs/adr/0023-…); a refused connection still fails at once. Tests share a busy machine.
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS ?? (e.NODE_ENV === 'test' ? 10_000 : 3_000),
    publicOrigin,
    webDistDir: path.resolve(import.meta.dirname, '../../web/dist'),
    resetTokenInResponse: e.RESET_TOKEN_IN_RESPONSE ?? !production,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `TravelFit <no-reply@${new URL(publicOrigin).hostname}>`,
    adminEmails: (e.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter((email) => email !== ''),
    mediaSourceUrl: e.MEDIA_SOURCE_URL,
    billing: {
      billing,
      plans: planCatalogue({ monthlyCents: e.PRICE_MONTHLY_CENTS, annualCents: e.PRICE_ANNUAL_CENTS, currency: e.PRICE_CURRENCY }),
      priceIds: stripe
        ? { monthly: e.STRIPE_PRICE_MONTHLY!, annual: e.STRIPE_PRICE_ANNUAL! }
        : { monthly: 'local_price_monthly', annual: 'local_price_annual' },
      publicOrigin,
      inviteCodes: e.INVITE_CODES
        ? e.INVITE_CODES.split(',')
            .map((code) => code.trim())
            .filter((code) => code !== '')
        : [...DEFAULT_INVITE_CODES],
      ...(stripe ? { stripe } : {}),
    },
    trustProxy: e.TRUST_PROXY ?? false,
    anonymousRetentionDays: e.ANONYMOUS_RETENTION_DAYS,
    reliability: {
      shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
      databaseQueryTimeoutMs: e.DATABASE_QUERY_TIMEOUT_MS,
      httpRequestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      httpHeadersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      httpKeepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
    overload: {
      enabled: e.OVERLOAD_SHEDDING ?? e.NODE_ENV !== 'test',
      maxEventLoopDelayMs: e.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      maxPoolWaitMs: e.OVERLOAD_MAX_POOL_WAIT_MS,
      windowMs: e.OVERLOAD_WINDOW_MS,
      retryAfterSeconds: e.OVERLOAD_RETRY_AFTER_SECONDS,
    },
    metricsToken: e.METRICS_TOKEN,
  };
}
