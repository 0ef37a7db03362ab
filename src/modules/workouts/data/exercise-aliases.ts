/**
 * Workout exercise ids (as generated workouts name them) → catalogue ids,
 * spec 2 §3 "Exercise media catalogue entry". Ids that already equal their
 * catalogue id are listed too, so that every workout id the spec names
 * resolves through `exercise_aliases` alone.
 *
 * Where the spec leaves the target open: `warmup-mobility` is the joint
 * mobility warm-up and `split-squat-hold` the isometric split squat (not the
 * jumping variant, which a hotel room does not allow).
 */
export const EXERCISE_ALIASES: Readonly<Record<string, string>> = {
  'pushup-basic': 'push-up',
  'squat-bodyweight': 'bodyweight-squat',
  'band-row': 'band-seated-row',
  'band-press': 'band-standing-press',
  'plank-front': 'plank',
  'bird-dog': 'bird-dog',
  'dead-bug': 'dead-bug',
  'calf-raise': 'calf-raise-with-band',
  'wall-sit': 'wall-sit',
  'travel-stretch': 'travel-stretch',
  'hip-hinge': 'pvc-hip-hinge',
  'glute-bridge': 'glute-bridge',
  'warmup-mobility': 'joint-mobility-flow',
  'split-squat-hold': 'split-squat',
};
