import type { Request } from 'express';
import type { MailLocale } from '../application/password-reset-mail';

/** The client's address: `req.ip` honours `trust proxy` (loopback only), so it cannot be forged from outside. */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

export function userAgentOf(req: Request): string | undefined {
  return req.headers['user-agent'];
}

/** Spanish when the browser's first language is Spanish, else English. */
export function mailLocaleOf(req: Request): MailLocale {
  const first = req.headers['accept-language']?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('es') ? 'es' : 'en';
}
