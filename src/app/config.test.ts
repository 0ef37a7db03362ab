import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** A production environment with everything production requires. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_ORIGIN: 'https://travelfit.example',
  SMTP_URL: 'smtps://user:pw@smtp.example.com:465',
  DATABASE_URL: 'postgres://travelfit@db.example.com/travelfit',
};

describe('loadConfig', () => {
  describe('in production', () => {
    it('starts when the public origin, a mail server and a database are configured', () => {
      expect(loadConfig(PRODUCTION)).toMatchObject({ nodeEnv: 'production', publicOrigin: 'https://travelfit.example' });
    });

    it.each(['PUBLIC_ORIGIN', 'SMTP_URL', 'DATABASE_URL'])('refuses to start without %s, naming it', (name) => {
      const env: Record<string, string> = { ...PRODUCTION };
      delete env[name];
      expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration\\. ${name}: is required in production`));
    });

    it('runs the embedded PostgreSQL only when ALLOW_EMBEDDED_DB=true says so', () => {
      const { DATABASE_URL: _unused, ...embedded } = PRODUCTION;
      expect(loadConfig({ ...embedded, ALLOW_EMBEDDED_DB: 'true' }).databaseUrl).toBeUndefined();
      expect(() => loadConfig({ ...embedded, ALLOW_EMBEDDED_DB: 'false' })).toThrow(/DATABASE_URL: is required in production/);
    });

    it('names every missing variable at once', () => {
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_ORIGIN: .*; SMTP_URL: .*; DATABASE_URL: /);
    });

    it('asks for nothing more in development', () => {
      expect(loadConfig({}).databaseUrl).toBeUndefined();
    });
  });

  it('starts with documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: path.resolve('./.data'),
      nodeEnv: 'development',
      logLevel: 'info',
    });
  });

  it('reads the leaderboards, top cities and analytics report from DATABASE_READ_URL when set, and needs DATABASE_URL beside it', () => {
    const writes = 'postgres://travelfit@primary.example.com/travelfit';
    const reads = 'postgres://travelfit@replica.example.com/travelfit';
    expect(loadConfig({ DATABASE_URL: writes, DATABASE_READ_URL: reads })).toMatchObject({ databaseUrl: writes, databaseReadUrl: reads });
    expect(loadConfig({ DATABASE_URL: writes }).databaseReadUrl).toBeUndefined();
    expect(() => loadConfig({ DATABASE_READ_URL: reads })).toThrow(/DATABASE_READ_URL: needs DATABASE_URL/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['DATABASE_READ_URL', 'mysql://localhost/db'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'loud'],
    ['RESET_TOKEN_IN_RESPONSE', 'yes'],
    ['SMTP_URL', 'https://mail.example.com'],
    ['MEDIA_SOURCE_URL', 'ftp://media.example.com'],
    ['ANONYMOUS_RETENTION_DAYS', '0'],
  ])('stops with a message naming %s when it is %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration\\. ${name}: `));
  });

  it('reads ADMIN_EMAILS as a lowercased comma list, with nobody an administrator by default', () => {
    expect(loadConfig({}).adminEmails).toEqual([]);
    expect(loadConfig({ ADMIN_EMAILS: ' Ana@Example.com, ,ops@example.com ' }).adminEmails).toEqual(['ana@example.com', 'ops@example.com']);
  });

  it('reads INVITE_CODES as a comma list, TRAVELFIT and ROADWARRIOR by default', () => {
    expect(loadConfig({}).billing.inviteCodes).toEqual(['TRAVELFIT', 'ROADWARRIOR']);
    expect(loadConfig({ INVITE_CODES: ' SUMMIT, ,jetlag ' }).billing.inviteCodes).toEqual(['SUMMIT', 'jetlag']);
  });

  it('keeps MEDIA_SOURCE_URL optional', () => {
    expect(loadConfig({}).mediaSourceUrl).toBeUndefined();
    expect(loadConfig({ MEDIA_SOURCE_URL: 'https://media.example.com/demos' }).mediaSourceUrl).toBe('https://media.example.com/demos');
  });

  describe('trusted proxies (TRUST_PROXY)', () => {
    it('are none by default: the client is whoever opened the connection', () => {
      expect(loadConfig({}).trustProxy).toBe(false);
      expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    });

    it('are a number of hops, or a list of addresses, subnets and named ranges', () => {
      expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
      expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8,fd00::1' }).trustProxy).toEqual(['loopback', '10.0.0.0/8', 'fd00::1']);
    });

    it.each(['true', 'everyone', '10.0.0.300', '-1'])('refuse %s, naming the variable', (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^Invalid configuration\. TRUST_PROXY: /);
    });
  });

  it('purges anonymous devices after 90 days without use unless ANONYMOUS_RETENTION_DAYS says otherwise', () => {
    expect(loadConfig({}).anonymousRetentionDays).toBe(90);
    expect(loadConfig({ ANONYMOUS_RETENTION_DAYS: '30' }).anonymousRetentionDays).toBe(30);
  });

  describe('load shedding', () => {
    it('is on with thresholds for a 2-core machine, and off in tests unless OVERLOAD_SHEDDING turns it on', () => {
      expect(loadConfig({}).overload).toEqual({
        enabled: true,
        maxEventLoopDelayMs: 50,
        maxPoolWaitMs: 100,
        windowMs: 250,
        retryAfterSeconds: 2,
      });
      expect(loadConfig({ NODE_ENV: 'test' }).overload.enabled).toBe(false);
      expect(loadConfig({ NODE_ENV: 'test', OVERLOAD_SHEDDING: 'true' }).overload.enabled).toBe(true);
      expect(loadConfig({ OVERLOAD_SHEDDING: 'false' }).overload.enabled).toBe(false);
    });

    it('reads its thresholds from the environment and refuses nonsense, naming the variable', () => {
      expect(
        loadConfig({ OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '80', OVERLOAD_MAX_POOL_WAIT_MS: '250', OVERLOAD_RETRY_AFTER_SECONDS: '5' })
          .overload,
      ).toMatchObject({ maxEventLoopDelayMs: 80, maxPoolWaitMs: 250, retryAfterSeconds: 5 });
      expect(() => loadConfig({ OVERLOAD_MAX_POOL_WAIT_MS: '-1' })).toThrow(/OVERLOAD_MAX_POOL_WAIT_MS/);
      expect(() => loadConfig({ OVERLOAD_SHEDDING: 'maybe' })).toThrow(/OVERLOAD_SHEDDING: must be true or false/);
    });
  });

  it('has no metrics without METRICS_TOKEN, and refuses a token short enough to guess', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'a-long-enough-scrape-token' }).metricsToken).toBe('a-long-enough-scrape-token');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });

  it('keeps tests quiet by default', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
  });

  describe('password reset tokens in answers', () => {
    it('are shown in development and tests, so a developer can reset without a mail server', () => {
      expect(loadConfig({}).resetTokenInResponse).toBe(true);
      expect(loadConfig({ NODE_ENV: 'test' }).resetTokenInResponse).toBe(true);
      expect(loadConfig({ RESET_TOKEN_IN_RESPONSE: 'false' }).resetTokenInResponse).toBe(false);
    });

    it('are hidden in production, and turning them on there stops the start', () => {
      expect(loadConfig(PRODUCTION).resetTokenInResponse).toBe(false);
      expect(loadConfig({ ...PRODUCTION, RESET_TOKEN_IN_RESPONSE: 'false' }).resetTokenInResponse).toBe(false);
      expect(() => loadConfig({ ...PRODUCTION, RESET_TOKEN_IN_RESPONSE: 'true' })).toThrow(ConfigError);
      expect(() => loadConfig({ ...PRODUCTION, RESET_TOKEN_IN_RESPONSE: '1' })).toThrow(/RESET_TOKEN_IN_RESPONSE/);
    });
  });

  describe('e-mail', () => {
    it('is not sent without SMTP_URL and comes from no-reply at the public origin', () => {
      expect(loadConfig({ PUBLIC_ORIGIN: 'https://travelfit.example' })).toMatchObject({
        smtpUrl: undefined,
        mailFrom: 'TravelFit <no-reply@travelfit.example>',
      });
    });

    it('goes through the configured server and sender', () => {
      expect(loadConfig({ SMTP_URL: 'smtps://user:pw@smtp.example.com:465', MAIL_FROM: 'Team <team@example.com>' })).toMatchObject({
        smtpUrl: 'smtps://user:pw@smtp.example.com:465',
        mailFrom: 'Team <team@example.com>',
      });
    });
  });

  describe('billing', () => {
    it('is the local test checkout in development and tests, with the catalogue’s prices', () => {
      const { billing } = loadConfig({});
      expect(billing.billing).toBe('local');
      expect(billing.plans.map((plan) => [plan.id, plan.amountCents, plan.currency])).toEqual([
        ['monthly', 799, 'USD'],
        ['annual', 5990, 'USD'],
      ]);
    });

    it('is off in production unless chosen, and the test checkout is refused there', () => {
      const production = {
        NODE_ENV: 'production',
        PUBLIC_ORIGIN: 'https://travelfit.example',
        SMTP_URL: 'smtp://mail.example:25',
        DATABASE_URL: 'postgres://db.example/travelfit',
      };
      expect(loadConfig(production).billing.billing).toBe('off');
      expect(() => loadConfig({ ...production, BILLING: 'local' })).toThrow(/BILLING/);
    });

    const STRIPE = {
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      STRIPE_PRICE_MONTHLY: 'price_monthly_1',
      STRIPE_PRICE_ANNUAL: 'price_annual_1',
    };

    it('is Stripe with its keys and prices, chosen or by having the keys set', () => {
      for (const env of [{ ...STRIPE, BILLING: 'stripe' }, STRIPE]) {
        const { billing } = loadConfig(env);
        expect(billing.billing).toBe('stripe');
        expect(billing.priceIds).toEqual({ monthly: 'price_monthly_1', annual: 'price_annual_1' });
        expect(billing.stripe).toEqual({
          secretKey: 'sk_test_abc123',
          publishableKey: 'pk_test_abc123',
          webhookSecret: 'whsec_abc123',
        });
      }
    });

    it('refuses Stripe without all of its keys, naming the missing ones', () => {
      expect(() => loadConfig({ BILLING: 'stripe' })).toThrow(
        /BILLING: stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY, STRIPE_PRICE_ANNUAL/,
      );
      const { STRIPE_WEBHOOK_SECRET: _left, ...withoutSecret } = STRIPE;
      expect(() => loadConfig(withoutSecret)).toThrow(/needs STRIPE_WEBHOOK_SECRET \(/);
      expect(() => loadConfig({ ...STRIPE, STRIPE_SECRET_KEY: 'pk_test_abc' })).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret/);
      expect(() => loadConfig({ ...STRIPE, STRIPE_PUBLISHABLE_KEY: 'sk_test_abc' })).toThrow(
        /STRIPE_PUBLISHABLE_KEY: must be a Stripe publishable/,
      );
    });

    it('keeps the local test checkout or billing off when chosen, even with Stripe keys set', () => {
      expect(loadConfig({ ...STRIPE, BILLING: 'local' }).billing).toMatchObject({
        billing: 'local',
        priceIds: { monthly: 'local_price_monthly' },
      });
      expect(loadConfig({ ...STRIPE, BILLING: 'off' }).billing.stripe).toBeUndefined();
    });

    it('points the SDK at a fake Stripe API in tests (STRIPE_API_BASE), never in production', () => {
      expect(loadConfig({ ...STRIPE, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).billing.stripe?.api).toEqual({
        host: '127.0.0.1',
        port: 12111,
        protocol: 'http',
      });
      expect(() => loadConfig({ ...STRIPE, STRIPE_API_BASE: 'ftp://x' })).toThrow(/STRIPE_API_BASE/);
      const production = {
        NODE_ENV: 'production',
        PUBLIC_ORIGIN: 'https://travelfit.example',
        SMTP_URL: 'smtp://mail.example:25',
        DATABASE_URL: 'postgres://db.example/travelfit',
      };
      expect(loadConfig({ ...production, ...STRIPE }).billing.billing).toBe('stripe');
      expect(() => loadConfig({ ...production, ...STRIPE, STRIPE_API_BASE: 'http://127.0.0.1:12111' })).toThrow(
        /STRIPE_API_BASE: is for tests/,
      );
    });

    it('reads prices and currency from the environment', () => {
      const { plans } = loadConfig({ PRICE_MONTHLY_CENTS: '999', PRICE_ANNUAL_CENTS: '7999', PRICE_CURRENCY: 'eur' }).billing;
      expect(plans.map((plan) => [plan.amountCents, plan.currency, plan.yearlySavingCents])).toEqual([
        [999, 'EUR', 0],
        [7999, 'EUR', 3989],
      ]);
    });
  });
});
