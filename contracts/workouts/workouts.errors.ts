/** Error codes of workout generation and the English text the server sends. */
export const WORKOUT_ERRORS = {
  /** The catalogue has no warm-up, main or cool-down move for these choices. */
  'workouts.no-suitable-exercises': 'No workout fits these choices. Try another place or equipment.',
  /** The generator is for travellers on a trial or an active subscription (spec 2 §6); the client shows the upsell. */
  'workouts.pro-required': 'Pro subscription required for this feature.',
} as const;

export type WorkoutErrorCode = keyof typeof WORKOUT_ERRORS;
