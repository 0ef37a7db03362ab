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

export type { Logger };
