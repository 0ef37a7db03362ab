/**
 * Error codes of the allowance, the one free workout and the exit-offer bonus,
 * with the English text the server sends. The web shows its own translation
 * for a known code and the server's text otherwise.
 */
export const USAGE_ERRORS = {
  /** The free plan's weekly workouts are spent (the client turns this into the subscribe prompt). */
  'usage.limit-reached': 'Weekly free workout limit reached',
  /** `/api/free/*` and `/api/bonus/grant` need the browser's device id (x-device-id, ?uid= or body deviceId). */
  'usage.device-required': 'Device id required',
  /** The one free workout of this browser or device (and any bonus) is used. */
  'usage.free-already-used': 'Free workout already used',
  /** The exit offer's bonus is granted once per device. */
  'usage.bonus-already-granted': 'Bonus workout already granted',
} as const;

export type UsageErrorCode = keyof typeof USAGE_ERRORS;
