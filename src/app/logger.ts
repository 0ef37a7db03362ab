import { pino, type Logger } from 'pino';
import type { Config } from './config';

/**
 * Paths never written to the logs, whatever a handler logs by mistake
 * (SECURITY.md "logs").
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-device-id"]',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.token',
  '*.resetToken',
  '*.secret',
  '*.apiKey',
];

export function createLogger(config: Pick<Config, 'logLevel'>): Logger {
  return pino({
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    base: { service: 'travelfit' },
  });
}

export type { Logger };
