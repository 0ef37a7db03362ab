/** Session tokens are base64url; anything else in an Authorization header is not one of ours. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,256}$/;

/**
 * The token of an `Authorization: Bearer <token>` header (scheme
 * case-insensitive), or undefined when the header holds something else.
 */
export function parseBearer(header: string): string | undefined {
  const match = /^Bearer +(\S+) *$/i.exec(header.trim());
  const token = match?.[1];
  return token && TOKEN_PATTERN.test(token) ? token : undefined;
}
