/** Error codes of progress (badges, passport, leaderboards, analytics) and the English text the server sends. */
export const GAMIFICATION_ERRORS = {
  /** Analytics are for travellers on a trial or a subscription (DECISIONS.md "Plans and prices"); the client shows the upsell. */
  'gamification.pro-required': 'Pro subscription required for this feature.',
} as const;

export type GamificationErrorCode = keyof typeof GAMIFICATION_ERRORS;
