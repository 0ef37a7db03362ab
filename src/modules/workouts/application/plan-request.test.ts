import { describe, expect, it } from 'vitest';
import { toPlannerInput } from './plan-request';

describe('toPlannerInput', () => {
  it('fills the defaults of spec 2 §3 workout_generations and derives a stable seed', () => {
    const input = toPlannerInput({ minutes: 20, place: 'hotel_room' });
    expect(input).toMatchObject({
      minutes: 20,
      level: 'intermediate',
      equipment: [],
      place: 'hotel_room',
      energy: 'normal',
      stress: 'low',
      sleepHours: 7,
      soreness: 'none',
      goal: 'general_fitness',
    });
    expect(input.seed).toBe(toPlannerInput({ minutes: 20, place: 'hotel_room' }).seed);
    expect(input.seed).not.toBe(toPlannerInput({ minutes: 10, place: 'hotel_room' }).seed);
  });

  it("reads quick mode's stress and soreness numbers as levels and keeps a given seed", () => {
    expect(toPlannerInput({ minutes: 10, place: 'airport', stress: 2, seed: 1732179600000 })).toMatchObject({
      stress: 'low',
      seed: 1732179600000,
    });
    expect(toPlannerInput({ minutes: 10, place: 'airport', stress: 8 }).stress).toBe('high');
    expect(toPlannerInput({ minutes: 10, place: 'airport', soreness: 5 }).soreness).toBe('moderate');
  });

  it('lists the equipment carried once each, in order, bodyweight left out', () => {
    expect(toPlannerInput({ minutes: 20, place: 'home', equipment: ['none', 'dumbbell', 'band', 'band'] }).equipment).toEqual([
      'band',
      'dumbbell',
    ]);
  });

  it('passes on a progress shift of the difficulty band and of the volume, whole and within −2 to +2, and none when it is 0', () => {
    expect(toPlannerInput({ minutes: 20, place: 'home', difficultyShift: 1 }).difficultyShift).toBe(1);
    expect(toPlannerInput({ minutes: 20, place: 'home', difficultyShift: -3.4 }).difficultyShift).toBe(-2);
    expect(toPlannerInput({ minutes: 20, place: 'home', difficultyShift: 0 })).not.toHaveProperty('difficultyShift');
    expect(toPlannerInput({ minutes: 20, place: 'home', volumeShift: 2.6 }).volumeShift).toBe(2);
    expect(toPlannerInput({ minutes: 20, place: 'home', volumeShift: 0 })).not.toHaveProperty('volumeShift');
  });
});
