import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
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

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'loud'],
    ['RESET_TOKEN_IN_RESPONSE', 'yes'],
    ['SMTP_URL', 'https://mail.example.com'],
    ['MEDIA_SOURCE_URL', 'ftp://media.example.com'],
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
      expect(loadConfig({ NODE_ENV: 'production' }).resetTokenInResponse).toBe(false);
      expect(loadConfig({ NODE_ENV: 'production', RESET_TOKEN_IN_RESPONSE: 'false' }).resetTokenInResponse).toBe(false);
      expect(() => loadConfig({ NODE_ENV: 'production', RESET_TOKEN_IN_RESPONSE: 'true' })).toThrow(ConfigError);
      expect(() => loadConfig({ NODE_ENV: 'production', RESET_TOKEN_IN_RESPONSE: '1' })).toThrow(/RESET_TOKEN_IN_RESPONSE/);
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
      expect(loadConfig({ NODE_ENV: 'production' }).billing.billing).toBe('off');
      expect(() => loadConfig({ NODE_ENV: 'production', BILLING: 'local' })).toThrow(/BILLING/);
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
