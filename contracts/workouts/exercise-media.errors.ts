/** Texts of the exercise-media routes' own refusals. */
export const MEDIA_ERRORS = {
  'workouts.unknown-exercise': 'Unknown exercise',
  'workouts.bad-media-url': 'Give an exercise id, or a /media/gifs/ or /media/png/ path',
  'workouts.admin-only': 'Administrators only',
} as const;
