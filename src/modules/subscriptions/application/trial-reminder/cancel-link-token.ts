import { createHash, randomBytes } from 'node:crypto';

/** A cancel link's token: 32 random bytes as base64url (as reset links' tokens; SECURITY.md). Only its hash is stored. */
export function issueCancelToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: cancelTokenHash(token) };
}

export function cancelTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
