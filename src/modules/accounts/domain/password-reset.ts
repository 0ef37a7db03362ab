/** Reset links live 30 minutes and work once (SECURITY.md "reset tokens", DECISIONS.md). */
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

export function resetTokenExpiry(now: Date): Date {
  return new Date(now.getTime() + RESET_TOKEN_TTL_MS);
}

/** The link in the e-mail: built from the configured public origin, never from the request's Host. */
export function resetLink(publicOrigin: string, token: string): string {
  const url = new URL('/auth/reset-password', publicOrigin);
  url.searchParams.set('token', token);
  return url.toString();
}
