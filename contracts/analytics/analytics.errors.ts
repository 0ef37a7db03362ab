/** Error codes of first-party analytics and the English text the server sends. */
export const ANALYTICS_ERRORS = {
  /** `/admin/analytics`: ADMIN_EMAILS only (DECISIONS.md "Places and routes", as `/admin/media`). */
  'analytics.admin-only': 'Administrators only',
  /** Too many events from one traveller or one address: 429 with `Retry-After`. */
  'analytics.rate-limited': 'Too many events. Please try again later.',
} as const;
