import { randomBytes } from 'node:crypto';

/** A device identifier as the web app makes one on a first visit (`fc_` and 32 hexadecimal characters). */
export function newDeviceId(): string {
  return `fc_${randomBytes(16).toString('hex')}`;
}

/** A token the app never issued: a made-up session or reset link. */
export function madeUpToken(): string {
  return randomBytes(32).toString('base64url');
}
