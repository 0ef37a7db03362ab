import type { SessionChange } from './machines/workout-session';

/** A message of the generator's catalogue (contracts/i18n/*\/generator.json) with its values. */
export interface GeneratorMessage {
  title: string;
  description?: string;
  values?: Record<string, number | string>;
}

/**
 * The toast a phase change shows (spec 2 §4): a set completed, the rest over,
 * the workout complete. Moving to the next exercise has no toast of its own
 * (the rest before it is on the big timer); it is announced to screen readers.
 */
export function toastFor(change: SessionChange): GeneratorMessage | null {
  switch (change.type) {
    case 'setCompleted':
      return { title: 'generator.toast.set-complete', description: 'generator.toast.set-complete-body', values: { set: change.set } };
    case 'restCompleted':
      return { title: 'generator.toast.rest-complete', description: 'generator.toast.rest-complete-body' };
    case 'workoutCompleted':
      return { title: 'generator.toast.workout-complete', description: 'generator.toast.workout-complete-body' };
    case 'nextExercise':
      return null;
  }
}

/** What a screen reader hears, politely, when the phase changes (not every second). */
export function announcementFor(change: SessionChange, exerciseName: (index: number) => string): GeneratorMessage {
  switch (change.type) {
    case 'setCompleted':
      return { title: 'generator.announce.set-rest', values: { set: change.set } };
    case 'restCompleted':
      return { title: 'generator.announce.go' };
    case 'nextExercise':
      return { title: 'generator.announce.next-exercise', values: { name: exerciseName(change.index) } };
    case 'workoutCompleted':
      return { title: 'generator.announce.completed' };
  }
}
