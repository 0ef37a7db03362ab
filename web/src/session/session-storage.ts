import { AUTH_TOKEN_KEY } from '../identity/auth-token';
import { DEVICE_ID_KEY, getDeviceId } from '../identity/device-id';
import { removeItem, writeItem } from '../identity/storage';

/** Keeps the session token where the request rules read it (localStorage `fc_auth_token`). */
export function storeAuthToken(token: string): void {
  writeItem(AUTH_TOKEN_KEY, token);
}

export function clearAuthToken(): void {
  removeItem(AUTH_TOKEN_KEY);
}

/**
 * Gives the browser a fresh anonymous identity. Registering or upgrading ties
 * the current device id to the registered account, and the server never lets
 * a device id alone act for a registered account (ADR 0006): keeping the old
 * id after sign-out would leave the browser locked out of its own anonymous
 * calls, so it becomes a new anonymous visitor instead.
 */
export function renewDeviceId(): string {
  removeItem(DEVICE_ID_KEY);
  return getDeviceId();
}
