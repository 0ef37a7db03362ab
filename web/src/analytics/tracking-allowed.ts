/** What the browser says about tracking: `navigator.doNotTrack` and `navigator.globalPrivacyControl` (GPC). */
export interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

/**
 * Whether the visitor lets the app count their visit: not when Do Not Track is
 * on or Global Privacy Control is set (features/platform/analytics.feature;
 * the server drops such events too, from the request's `DNT` and `Sec-GPC`).
 */
export function trackingAllowed(signals: PrivacySignals = navigator): boolean {
  return signals.doNotTrack !== '1' && signals.globalPrivacyControl !== true;
}
