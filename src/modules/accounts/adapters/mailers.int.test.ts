import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../app/logger';
import { LogMailer } from './log-mailer';
import { SmtpMailer } from './smtp-mailer';

function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger({ logLevel: 'info' }, destination), lines };
}

const message = {
  to: 'maya@example.com',
  subject: 'Reset your TravelFit password',
  text: 'open the link',
  link: 'http://localhost:3000/auth/reset-password?token=abc123',
};

describe('mailers', () => {
  it('log the link of a development mail at info level, readable through the redaction', async () => {
    const { logger, lines } = capturedLogger();
    await new LogMailer(logger, true).send(message);
    expect(lines[0]).toMatchObject({ level: 30, mail: { link: message.link } });
  });

  it('never log a live link in production', async () => {
    const { logger, lines } = capturedLogger();
    await new LogMailer(logger, false).send(message);
    expect(JSON.stringify(lines)).not.toContain('abc123');
    expect(lines[0]).toMatchObject({ level: 40 });
  });

  it('report a mail server that cannot be reached in the log and to the caller (the job is retried)', async () => {
    const { logger, lines } = capturedLogger();
    // Port 9 on loopback: nothing listens there, the connection is refused at once.
    const mailer = new SmtpMailer('smtp://127.0.0.1:9', 'TravelFit <no-reply@localhost>', logger);
    await expect(mailer.send(message)).rejects.toThrow();
    expect(lines.some((line) => line.level === 50 && line.msg === 'e-mail delivery failed')).toBe(true);
  });
});
