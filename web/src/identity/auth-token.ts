import { readItem } from './storage';

/** localStorage key of the opaque session token. */
export const AUTH_TOKEN_KEY = 'fc_auth_token';

/** The stored session token, or undefined when signed out. */
export function getAuthToken(): string | undefined {
  const token = readItem(AUTH_TOKEN_KEY);
  return token && token.trim() !== '' ? token : undefined;
}
