import type { Knex } from 'knex';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { Config } from './config';

/**
 * Paths never written to the logs, whatever a handler logs by mistake
 * (SECURITY.md "logs"). Links in development mails are logged on purpose under
 * `mail.link` (see the accounts LogMailer), which none of these paths match.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-device-id"]',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.authorization',
  '*.password',
  '*.newPassword',
  '*.passwordHash',
  '*.password_hash',
  '*.token',
  '*.resetToken',
  '*.tokenHash',
  '*.token_hash',
  '*.secret',
  '*.secretKey',
  '*.webhookSecret',
  '*.clientSecret',
  '*.apiKey',
  'password',
  'newPassword',
  'token',
  'resetToken',
];

/** The app's logger; `destination` lets tests read what would be written. */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: DestinationStream): Logger {
  const options = {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    base: { service: 'travelfit' },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * knex's `log` option: its warnings ("Acquire connection error: …" during a
 * database outage), errors, deprecations and debug lines become pino lines of
 * the same level under `component: knex`, instead of unstructured text on stdout.
 */
export function knexLog(logger: Logger): Knex.Logger {
  const log = logger.child({ component: 'knex' });
  const write = (level: 'debug' | 'warn' | 'error') => (message: unknown) => {
    if (typeof message === 'string') log[level](message);
    else log[level]({ detail: message }, 'knex');
  };
  return {
    debug: write('debug'),
    warn: write('warn'),
    error: write('error'),
    deprecate: (method: string, alternative: string) => log.warn({ method, alternative }, `${method} is deprecated, use ${alternative}`),
  };
}

export type { Logger };
