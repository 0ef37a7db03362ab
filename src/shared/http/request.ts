import type { Request } from 'express';
import { DEVICE_ID_HEADER } from '../../../contracts/accounts';
import type { Locale } from '../../../contracts/sdui';
import type { IdentityClaims } from '../kernel/viewer';

/**
 * Everything a handler needs to know about the request, read here and nowhere
 * else. The contract has already validated each part, so these readers only
 * choose between them.
 */

const firstString = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The caller's credentials, with one precedence rule for every route
 * (features/platform/request-rules.feature): the bearer token wins when sent;
 * the device id is the `x-device-id` header, else the `uid` query parameter,
 * else the body's `deviceId`. A request that may write says so, and from which
 * address: a device is only stored on its first write (ADR 0006).
 */
export function identityClaims(req: Request): IdentityClaims {
  const body: unknown = req.body;
  const bodyDeviceId = typeof body === 'object' && body !== null ? (body as { deviceId?: unknown }).deviceId : undefined;
  return {
    authorization: firstString(req.headers.authorization),
    deviceId: firstString(req.headers[DEVICE_ID_HEADER]) ?? firstString(req.query.uid) ?? firstString(bodyDeviceId),
    writes: !READ_METHODS.has(req.method),
    address: clientIp(req),
  };
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The device the address names (`?uid=`), which may differ from the one the caller is identified by. */
export function addressedDevice(req: Request): string | undefined {
  return firstString(req.query.uid);
}

/** The request's language: `?lang=`, else the first Accept-Language (es… → Spanish), else English. */
export function requestLocale(req: Request): Locale {
  const lang = firstString(req.query.lang);
  if (lang === 'en' || lang === 'es') return lang;
  const first = req.headers['accept-language']?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('es') ? 'es' : 'en';
}

/**
 * The client's address, for per-address limits: `req.ip`, which honours the
 * configured `TRUST_PROXY` (default none: the socket's peer, so no header can
 * change it; behind N trusted hops, the address the outermost of them saw).
 */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

export function userAgentOf(req: Request): string | undefined {
  return req.headers['user-agent'];
}
