/** Error codes of the waitlist and the English text the server sends. */
export const WAITLIST_ERRORS = {
  'waitlist.rate-limited': 'Too many sign-ups from this network. Please try again later.',
} as const;

export type WaitlistErrorCode = keyof typeof WAITLIST_ERRORS;
