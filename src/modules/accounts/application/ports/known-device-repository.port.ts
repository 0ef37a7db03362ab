/**
 * Browsers an account signed in on (OWASP "device cookies"), known only by the
 * SHA-256 of the random value their cookie holds.
 */
export interface KnownDeviceRepository {
  remember(device: { userId: string; tokenHash: string; createdAt: Date; expiresAt: Date }): Promise<void>;
  /** Whether the cookie with this hash was handed to this user's browser and has not expired. */
  isKnown(tokenHash: string, userId: string, now: Date): Promise<boolean>;
}
