import type { Request } from 'express';
import { DEVICE_ID_HEADER } from '../../../contracts/accounts';
import { LOCALE_COOKIE } from '../../../contracts/i18n';
import type { Locale } from '../../../contracts/sdui';
import type { IdentityClaims, Viewer } from '../kernel/viewer';

/**
 * Everything a handler needs to know about the request, read here and nowhere
 * else. The contract has already validated each part, so these readers only
 * choose between them.
 */

const firstString = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

const bodyField = (req: Request, field: string): string | undefined => {
  const body: unknown = req.body;
  return typeof body === 'object' && body !== null ? firstString((body as Record<string, unknown>)[field]) : undefined;
};

/**
 * The caller's credentials, with one precedence rule for every route
 * (features/platform/request-rules.feature): the bearer token wins when sent;
 * the device id is the `x-device-id` header, else the `uid` query parameter,
 * else the body's `deviceId` (or `uid`, as spec 2 §7's session call sends it).
 * A request that may write says so, and from which address: a device is only
 * stored on its first write (ADR 0006).
 */
export function identityClaims(req: Request): IdentityClaims {
  return {
    authorization: firstString(req.headers.authorization),
    deviceId:
      firstString(req.headers[DEVICE_ID_HEADER]) ?? firstString(req.query.uid) ?? bodyField(req, 'deviceId') ?? bodyField(req, 'uid'),
    writes: !READ_METHODS.has(req.method),
    address: clientIp(req),
  };
}

/**
 * Where the request names a `uid` (the address, the body) that is not the
 * viewer's own device — the one they call from, or the one their account was
 * opened from (DECISIONS.md "who is who": a per-user call never reads or
 * writes another traveller's data) — or undefined when it names none or only
 * its own.
 */
export function foreignUidIn(req: Request, viewer: Viewer): 'query' | 'body' | undefined {
  const named = { query: firstString(req.query.uid), body: bodyField(req, 'uid') };
  if (named.query !== undefined && named.query !== viewer.deviceId) return 'query';
  if (named.body !== undefined && named.body !== viewer.deviceId) return 'body';
  return undefined;
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const isLocale = (value: unknown): value is Locale => value === 'en' || value === 'es';

/** The language the browser chose in the app, from its `fc_lang` cookie (docs/adr/0047). */
function cookieLocale(cookieHeader: string | undefined): Locale | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.split('=').map((part) => part.trim());
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return undefined;
}

/**
 * The request's language: `?lang=` (how a page's address names its language), else the
 * traveller's choice in the app (the `fc_lang` cookie), else the first Accept-Language
 * (es… → Spanish), else English.
 */
export function requestLocale(req: Pick<Request, 'headers'> & { query: object }): Locale {
  const query = req.query as Record<string, unknown>;
  const lang = firstString(query.lang);
  if (isLocale(lang)) return lang;
  const chosen = cookieLocale(req.headers.cookie);
  if (chosen) return chosen;
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

/**
 * The visitor asked not to be tracked: `DNT: 1` (Do Not Track) or `Sec-GPC: 1`
 * (Global Privacy Control). First-party analytics drops their events
 * (features/platform/analytics.feature).
 */
export function declinesTracking(req: Pick<Request, 'headers'>): boolean {
  return req.headers.dnt === '1' || req.headers['sec-gpc'] === '1';
}
