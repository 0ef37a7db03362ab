/**
 * A browser an account signed in on keeps its own budget of failed sign-ins
 * (OWASP "slow down online guessing with device cookies"): guessing from
 * anywhere else, however much of it, never locks the owner out there.
 */
export const KNOWN_DEVICE_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000;

export function knownDeviceExpiry(now: Date): Date {
  return new Date(now.getTime() + KNOWN_DEVICE_LIFETIME_MS);
}
