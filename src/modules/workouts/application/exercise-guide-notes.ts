import type { Locale } from '../../../../contracts/sdui';
import type { DemoSequence } from '../../../../contracts/workouts';
import { localSequenceFor } from '../data/demos/exercise-demos';
import { EXERCISES } from '../data/exercises';
import { catalogueById } from './generated-workout.mapper';

/** What a printed guide says of a move beyond its plan item: the coach's tips and the demo's keyframes. */
export interface ExerciseGuideNotes {
  tips: string[];
  demo: DemoSequence;
}

const catalogue = catalogueById(EXERCISES);

/** The catalogue's tips and stick-figure demo of one exercise, in a language; undefined for an unknown id. */
export function exerciseGuideNotes(id: string, locale: Locale): ExerciseGuideNotes | undefined {
  const exercise = catalogue.get(id);
  return exercise ? { tips: [...exercise.tips[locale]], demo: localSequenceFor(exercise) } : undefined;
}
