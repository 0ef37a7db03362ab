import type { Difficulty, Exercise, MovementPattern } from '../../domain/exercise';

/**
 * What a coach knows about each move (ADR 0030), kept apart from the moves'
 * texts so that it reads as one table: difficulty 1–5, movement pattern and
 * tempo (seconds one controlled rep takes, one side), then the progressions.
 * `exercises.test.ts` checks that every move has a row and every row a move.
 */
type Coaching = readonly [difficulty: Difficulty, pattern: MovementPattern, secondsPerRep: number];

export const COACHING: Readonly<Record<string, Coaching>> = {
  // Warm-up and joint mobility.
  'march-in-place': [1, 'mobility', 2],
  'arm-circles': [1, 'mobility', 2],
  'hip-circles': [1, 'mobility', 3],
  'joint-mobility-flow': [1, 'mobility', 3],
  'standing-torso-rotation': [1, 'mobility', 2],
  'leg-swings': [1, 'mobility', 2],
  'seated-march': [1, 'mobility', 2],
  'seated-shoulder-rolls': [1, 'mobility', 2],
  inchworm: [2, 'mobility', 6],
  'cat-cow': [1, 'mobility', 6],
  'world-greatest-stretch': [2, 'mobility', 4],
  'thoracic-open-book': [1, 'mobility', 6],
  'seated-cat-cow': [1, 'mobility', 4],
  'seated-torso-twist': [1, 'mobility', 4],
  'seated-ankle-circles': [1, 'mobility', 3],
  'wall-angels': [1, 'mobility', 2],
  'deep-squat-hold': [2, 'mobility', 4],
  'ankle-rocks': [1, 'mobility', 3],
  'band-shoulder-pass-through': [1, 'mobility', 2],
  // Push.
  'wall-push-up': [1, 'push', 3],
  'kneeling-push-up': [1, 'push', 3],
  'incline-push-up': [2, 'push', 3],
  'push-up': [3, 'push', 3],
  'decline-push-up': [4, 'push', 3],
  'archer-push-up': [5, 'push', 4],
  'single-arm-wall-push-up': [3, 'push', 3],
  'pike-push-up': [4, 'push', 3],
  'chair-dip': [3, 'push', 3.5],
  'seated-isometric-chest-press': [1, 'push', 3],
  'band-standing-press': [1, 'push', 3],
  'band-triceps-extension': [1, 'push', 3],
  'dumbbell-floor-press': [2, 'push', 3],
  'dumbbell-shoulder-press': [3, 'push', 3],
  // Pull.
  'seated-shoulder-blade-squeeze': [1, 'pull', 3],
  'band-seated-row': [1, 'pull', 3],
  'band-pull-apart': [1, 'pull', 2.5],
  'band-bicep-curl': [1, 'pull', 3],
  'dumbbell-row': [2, 'pull', 3],
  // Squat and lunge.
  'chair-sit-to-stand': [1, 'squat', 3.5],
  'bodyweight-squat': [2, 'squat', 3],
  'band-squat': [2, 'squat', 3],
  'dumbbell-goblet-squat': [3, 'squat', 3],
  'assisted-pistol-squat': [5, 'squat', 5],
  'reverse-lunge': [2, 'lunge', 3.5],
  'split-squat': [3, 'lunge', 3],
  'bulgarian-split-squat': [4, 'lunge', 4],
  // Hinge.
  'pvc-hip-hinge': [1, 'hinge', 3],
  'glute-bridge': [2, 'hinge', 3],
  'single-leg-glute-bridge': [3, 'hinge', 3],
  'elevated-single-leg-hip-thrust': [4, 'hinge', 3.5],
  'dumbbell-romanian-deadlift': [3, 'hinge', 4],
  'single-leg-rdl': [3, 'hinge', 4],
  // Holds that are none of the above.
  'wall-sit': [2, 'carry_iso', 3],
  'standing-calf-raise': [1, 'carry_iso', 2],
  'seated-calf-raise': [1, 'carry_iso', 2],
  'calf-raise-with-band': [1, 'carry_iso', 2],
  'seated-knee-extension': [1, 'carry_iso', 2],
  'seated-glute-squeeze': [1, 'carry_iso', 3],
  // Core.
  'bird-dog': [1, 'core', 4],
  'standing-cross-crunch': [1, 'core', 2.5],
  'seated-knee-lift': [1, 'core', 2],
  'seated-core-brace': [1, 'core', 3],
  plank: [2, 'core', 3],
  'dead-bug': [2, 'core', 4],
  'pallof-press': [2, 'core', 3],
  'side-plank': [3, 'core', 4],
  'incline-plank-shoulder-tap': [3, 'core', 2],
  'hollow-hold': [4, 'core', 3],
  // Cardio.
  'step-jack': [1, 'locomotion', 2],
  'shadow-boxing': [1, 'locomotion', 1],
  'jumping-jacks': [2, 'locomotion', 3],
  'high-knees': [3, 'locomotion', 2.5],
  'skater-step': [3, 'locomotion', 2],
  'mountain-climber': [3, 'core', 5],
  'split-jump-squat': [5, 'lunge', 3],
  burpee: [5, 'locomotion', 5],
  // Balance.
  'tandem-stance': [1, 'balance', 3],
  'single-leg-stand': [1, 'balance', 3],
  'clock-reach': [3, 'balance', 4],
  'single-leg-stand-eyes-closed': [4, 'balance', 4],
  // Cool-down.
  'travel-stretch': [1, 'mobility', 3],
  'standing-quad-stretch': [1, 'mobility', 3],
  'standing-hamstring-stretch': [1, 'mobility', 3],
  'doorway-chest-stretch': [1, 'mobility', 3],
  'seated-figure-four-stretch': [1, 'mobility', 3],
  'child-pose': [1, 'mobility', 3],
  'lying-spinal-twist': [1, 'mobility', 3],
  'neck-side-stretch': [1, 'mobility', 3],
  'hip-flexor-stretch': [1, 'mobility', 3],
  'calf-wall-stretch': [1, 'mobility', 3],
  'cross-body-shoulder-stretch': [1, 'mobility', 3],
  'box-breathing': [1, 'breathing', 4],
};

/** Progressions, easiest first: each move's `harder` is the next, its `easier` the one before. */
export const PROGRESSIONS: readonly (readonly string[])[] = [
  ['wall-push-up', 'kneeling-push-up', 'incline-push-up', 'push-up', 'decline-push-up', 'archer-push-up'],
  ['chair-sit-to-stand', 'bodyweight-squat', 'split-squat', 'bulgarian-split-squat', 'assisted-pistol-squat'],
  ['pvc-hip-hinge', 'glute-bridge', 'single-leg-glute-bridge', 'elevated-single-leg-hip-thrust'],
  ['bird-dog', 'plank', 'side-plank', 'hollow-hold'],
  ['tandem-stance', 'single-leg-stand', 'clock-reach', 'single-leg-stand-eyes-closed'],
  ['band-seated-row', 'dumbbell-row'],
  ['seated-core-brace', 'standing-cross-crunch', 'incline-plank-shoulder-tap'],
];

type CatalogueEntry = Omit<Exercise, 'difficulty' | 'pattern' | 'secondsPerRep' | 'easier' | 'harder'>;

/** The catalogue's moves with their coaching row and progression links; a move without a row fails loudly at start-up. */
export function withCoaching(entries: readonly CatalogueEntry[]): Exercise[] {
  const links = new Map<string, { easier?: string; harder?: string }>();
  for (const chain of PROGRESSIONS) {
    chain.forEach((id, i) => links.set(id, { easier: chain[i - 1], harder: chain[i + 1] }));
  }
  return entries.map((entry) => {
    const row = COACHING[entry.id];
    if (!row) throw new Error(`no coaching row for ${entry.id}`);
    const [difficulty, pattern, secondsPerRep] = row;
    const { easier, harder } = links.get(entry.id) ?? {};
    return {
      ...entry,
      difficulty,
      pattern,
      secondsPerRep,
      ...(easier ? { easier } : {}),
      ...(harder ? { harder } : {}),
    };
  });
}

export type { CatalogueEntry };
