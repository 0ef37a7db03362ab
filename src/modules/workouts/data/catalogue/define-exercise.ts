import type { Place, Prescription } from '../../domain/exercise';
import type { CatalogueEntry } from './coaching';

/** Places for moves done standing or seated that need no floor and make no noise or sweat. */
export const STANDING_PLACES: Place[] = ['hotel_room', 'airport', 'office', 'home', 'gym'];
/** Seated moves fit everywhere, in transit included. */
export const EVERYWHERE: Place[] = [...STANDING_PLACES, 'in_transit'];
/** Floor moves (lying, kneeling, on hands and knees). */
export const FLOOR_PLACES: Place[] = ['hotel_room', 'home', 'gym'];
/** Jumps and landings: only where nobody lives below or nobody minds. */
export const LOUD_PLACES: Place[] = ['home', 'gym'];
/** Spec 2 §4: dumbbells are offered only at home or the gym. */
export const DUMBBELL_PLACES: Place[] = ['home', 'gym'];

type ExerciseDraft = Omit<CatalogueEntry, 'needsFloor' | 'noisy' | 'sweaty'> &
  Partial<Pick<CatalogueEntry, 'needsFloor' | 'noisy' | 'sweaty'>>;

/** Fills the flags most moves share: floor space when done on the floor, quiet, no sweat. */
export const defineExercise = (draft: ExerciseDraft): CatalogueEntry => ({
  needsFloor: draft.posture === 'floor',
  noisy: false,
  sweaty: false,
  ...draft,
});

export const reps = (sets: number, value: number, perSide = false): Prescription => ({
  sets,
  unit: 'reps',
  value,
  perSide,
});

export const seconds = (sets: number, value: number, perSide = false): Prescription => ({
  sets,
  unit: 'seconds',
  value,
  perSide,
});
