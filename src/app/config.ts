import path from 'node:path';
import { z } from 'zod';
import type { RateLimitOverride } from '../modules/accounts';
import { DEFAULT_INVITE_CODES, planCatalogue, type BillingSettings } from '../modules/subscriptions';

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
});

export interface Config {
  port: number;
  host: string;
  /** Absent: the embedded PostgreSQL under `dataDir` is started. */
  databaseUrl: string | undefined;
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
  /** Base URL `npm run media:pull` fetches `<id>.gif` / `<id>.png` from; absent: nothing to pull. */
  mediaSourceUrl: string | undefined;
  /**
   * Rate limits replaced by name (`login-account`, `register-ip`, …). Never read
   * from the environment: only code that starts the app (tests) sets it.
   */
  rateLimitOverrides?: Readonly<Record<string, RateLimitOverride>>;
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
  const publicOrigin = e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT === 0 ? 3000 : e.PORT}`;
  const billing = e.BILLING ?? (production ? 'off' : 'local');
  if (production && billing === 'local') {
    throw new ConfigError('Invalid configuration. BILLING: local is a test checkout and must not run in production (use stripe or off)');
  }
  if (billing === 'stripe') {
    throw new ConfigError('Invalid configuration. BILLING: stripe is not available yet (use local or off)');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    nodeEnv: e.NODE_ENV,
    logLevel: e.LOG_LEVEL ?? defaultLevel,
    embeddedPgPort: e.EMBEDDED_POSTGRES_PORT,
    // Tests share a busy machine with other tests: a slow acquire there is load, not an outage.
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS ?? (e.NODE_ENV === 'test' ? 10_000 : 1_000),
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
      priceIds: { monthly: 'local_price_monthly', annual: 'local_price_annual' },
      publicOrigin,
      inviteCodes: e.INVITE_CODES
        ? e.INVITE_CODES.split(',')
            .map((code) => code.trim())
            .filter((code) => code !== '')
        : [...DEFAULT_INVITE_CODES],
    },
  };
}
