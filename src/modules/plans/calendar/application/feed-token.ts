import { createHash, randomBytes } from 'node:crypto';

/**
 * A calendar link's token: 32 random bytes as base64url, 43 url-safe
 * characters (as session and reset tokens, SECURITY.md). Only its SHA-256 is
 * stored, and a feed is found by that hash: the comparison the database makes
 * is on a digest the caller cannot choose, so its timing tells nothing about a
 * real token.
 */
export function issueFeedToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: feedTokenHash(token) };
}

export function feedTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
