import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, knexLog } from './logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger({ logLevel: 'info' }, destination), lines };
}

describe('the log', () => {
  it('never shows credentials, tokens or password hashes', () => {
    const { logger, lines } = capture();
    logger.info({
      req: { headers: { authorization: 'Bearer secret-session', 'x-device-id': 'fc_0123456789', cookie: 'a=b' } },
      body: { password: 'hunter22', newPassword: 'hunter23', resetToken: 'r3set', token: 't0ken' },
      user: { passwordHash: '$argon2id$…', email: 'maya@example.com' },
      token: 'top-level-token',
    });
    const text = JSON.stringify(lines);
    for (const secret of ['secret-session', 'fc_0123456789', 'hunter22', 'hunter23', 'r3set', 't0ken', '$argon2id', 'top-level-token']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('maya@example.com');
  });

  // The secrets the Gherkin suite's canaries watch for (features/support/log-canaries.ts), in the shapes code could log them.
  it('never shows Stripe’s secrets and signatures, cookies set or sent, or a client secret', () => {
    const { logger, lines } = capture();
    logger.info({ req: { headers: { cookie: 'fc_known=cookie-sent', 'stripe-signature': 't=1,v1=signature-hex' } } });
    logger.info({ res: { headers: { 'set-cookie': ['fc_free=cookie-set; HttpOnly'] } } });
    logger.info({ headers: { authorization: 'Bearer header-token', cookie: 'a=header-cookie' } });
    logger.info({ stripe: { secretKey: 'sk_test_secret-key', webhookSecret: 'whsec_webhook-secret', publishableKey: 'pk_test_public' } });
    logger.info({ payment: { clientSecret: 'pi_1_secret_client-secret', subscriptionId: 'sub_1' } });
    logger.info({ link: { token: 'cancel-link-token' }, reset: { resetToken: 'reset-token' } });
    const text = JSON.stringify(lines);
    for (const secret of [
      'cookie-sent',
      'signature-hex',
      'cookie-set',
      'header-token',
      'header-cookie',
      'sk_test_secret-key',
      'whsec_webhook-secret',
      'client-secret',
      'cancel-link-token',
      'reset-token',
    ]) {
      expect(text).not.toContain(secret);
    }
    // What is not a secret stays readable.
    expect(text).toContain('pk_test_public');
    expect(text).toContain('sub_1');
  });

  it('keeps the link of a development mail readable, so a developer can follow it', () => {
    const { logger, lines } = capture();
    const link = 'http://localhost:3000/auth/reset-password?token=abc123';
    logger.info({ mail: { to: 'maya@example.com', subject: 'Reset', link } }, 'mail');
    expect(lines[0]).toMatchObject({ mail: { link } });
  });
});

describe("knex's own messages", () => {
  it('become log lines of the same level, marked as knex', () => {
    const { logger, lines } = capture();
    const log = knexLog(logger);
    log.warn?.('Acquire connection error: connect ECONNREFUSED');
    log.error?.({ query: 'select 1' });
    log.deprecate?.('old()', 'new()');
    expect(lines).toEqual([
      expect.objectContaining({ level: 40, component: 'knex', msg: 'Acquire connection error: connect ECONNREFUSED' }),
      expect.objectContaining({ level: 50, component: 'knex', detail: { query: 'select 1' } }),
      expect.objectContaining({ level: 40, component: 'knex', msg: 'old() is deprecated, use new()' }),
    ]);
  });
});
