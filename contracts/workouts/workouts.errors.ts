/** Error codes of workout generation and the English text the server sends. */
export const WORKOUT_ERRORS = {
  /** The catalogue has no warm-up, main or cool-down move for these choices. */
  'workouts.no-suitable-exercises': 'No workout fits these choices. Try another place or equipment.',
} as const;

export type WorkoutErrorCode = keyof typeof WORKOUT_ERRORS;
