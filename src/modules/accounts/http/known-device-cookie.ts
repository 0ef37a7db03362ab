import type { CookieOptions, Request, Response } from 'express';
import { KNOWN_DEVICE_LIFETIME_MS } from '../domain/known-device';

/** The browser's known-device cookie: sent only to the sign-in routes, never readable by scripts. */
export const KNOWN_DEVICE_COOKIE = 'fc_known_device';
const COOKIE_PATH = '/api/auth';

/** The known-device cookie the request carries, if any. */
export function knownDeviceOf(req: Request): string | undefined {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = pair.split('=');
    if (name?.trim() === KNOWN_DEVICE_COOKIE) return value.join('=').trim() || undefined;
  }
  return undefined;
}

/** Hands the browser its known-device cookie: HttpOnly, SameSite=Strict, Secure in production, for a year. */
export function setKnownDevice(res: Response, value: string | undefined, secure: boolean): void {
  if (value === undefined) return;
  const options: CookieOptions = { httpOnly: true, sameSite: 'strict', secure, maxAge: KNOWN_DEVICE_LIFETIME_MS, path: COOKIE_PATH };
  res.cookie(KNOWN_DEVICE_COOKIE, value, options);
}
