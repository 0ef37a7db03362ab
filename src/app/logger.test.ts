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
