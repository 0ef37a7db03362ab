import { describe, expect, it } from 'vitest';
import type { PlanItem } from '../../../../../contracts/workouts/generator.schemas';
import { exerciseTip, repsOrTime, tipNumber } from '../plan';
import { choicesOf, INITIAL_FORM, SLEEP_HOURS, toggleWorkoutType } from './form-model';
import { timerText } from './timer-text';

describe('the generator form (spec 2 §2 item 1)', () => {
  it('starts on 20 minutes, intermediate, male, hotel room, normal feeling, 7 hours of sleep, no workout type, quiet and no sweat off', () => {
    expect(INITIAL_FORM).toEqual({
      minutes: 20,
      intensity: 'intermediate',
      gender: 'male',
      location: 'hotel_room',
      feeling: 'normal',
      sleepHours: 7,
      workoutType: null,
      quiet: false,
      noSweat: false,
    });
    expect(SLEEP_HOURS).toEqual([3, 4, 5, 6, 7, 8, 9]);
  });

  it('clears the workout type when it is pressed again, and sends it only when chosen', () => {
    const chosen = toggleWorkoutType(INITIAL_FORM, 'mobility');
    expect(choicesOf(chosen).workoutType).toBe('mobility');
    expect(toggleWorkoutType(chosen, 'energy').workoutType).toBe('energy');
    const cleared = toggleWorkoutType(chosen, 'mobility');
    expect('workoutType' in choicesOf(cleared)).toBe(false);
  });

  it('sends quiet and no sweat only when they are on', () => {
    expect(choicesOf(INITIAL_FORM)).not.toHaveProperty('quiet');
    expect(choicesOf(INITIAL_FORM)).not.toHaveProperty('noSweat');
    expect(choicesOf({ ...INITIAL_FORM, quiet: true, noSweat: true })).toMatchObject({ quiet: true, noSweat: true });
  });
});

describe('the active workout screen (spec 2 §9)', () => {
  it('picks the exercise tip by name: squat, push, plank, bridge, bird, else a steady pace', () => {
    expect(['Split Squat', 'Incline Push-up', 'Side plank', 'Glute Bridge', 'Bird Dog', 'Wall sit'].map(exerciseTip)).toEqual([
      'squat',
      'push',
      'plank',
      'bridge',
      'bird',
      'steady',
    ]);
  });

  it('shows the first goal or rest tip above 30 seconds left, else the second', () => {
    expect([tipNumber(45), tipNumber(31), tipNumber(30), tipNumber(5)]).toEqual([1, 1, 2, 2]);
  });

  it('writes the timer as minutes and seconds', () => {
    expect([timerText(45), timerText(60), timerText(0)]).toEqual(['0:45', '1:00', '0:00']);
  });

  it('shows reps for a counted move and seconds for a timed one', () => {
    const item: PlanItem = {
      id: 'a',
      animationId: 'a',
      name: 'A',
      sets: 3,
      seconds: 40,
      reps: null,
      perSide: false,
      bodyPart: 'legs',
      equipment: 'none',
      gifUrl: null,
      instructions: [],
    };
    expect(repsOrTime(item)).toEqual({ kind: 'seconds', value: 40 });
    expect(repsOrTime({ ...item, reps: 12 })).toEqual({ kind: 'reps', value: 12 });
  });
});
