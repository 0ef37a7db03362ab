import { describe, expect, it } from 'vitest';
import { FreeGenerateBodySchema } from '../../../../contracts/workouts';
import {
  canGenerate,
  equipmentChoices,
  INITIAL_WIZARD,
  toFreeGenerateBody,
  wizardReducer,
  type WizardAction,
  type WizardState,
} from './free-wizard.model';

const DEVICE = 'fc_0123456789abcdef0123456789abcdef';
const run = (...actions: WizardAction[]): WizardState => actions.reduce(wizardReducer, INITIAL_WIZARD);

describe('the free wizard', () => {
  it('starts on step 1 with the spec defaults: 20 minutes, a hotel room, no equipment, 7 hours of sleep', () => {
    expect(INITIAL_WIZARD).toMatchObject({
      step: 1,
      minutes: 20,
      goal: 'general_fitness',
      feeling: 'normal',
      sleepHours: 7,
      context: 'hotel',
      equipment: 'none',
    });
  });

  it('offers Generate on step 3 only, and never goes past it or before step 1', () => {
    expect(canGenerate(run())).toBe(false);
    expect(canGenerate(run({ type: 'next' }))).toBe(false);
    expect(canGenerate(run({ type: 'next' }, { type: 'next' }))).toBe(true);
    expect(run({ type: 'next' }, { type: 'next' }, { type: 'next' }).step).toBe(3);
    expect(run({ type: 'back' }).step).toBe(1);
    expect(run({ type: 'next' }, { type: 'next' }, { type: 'back' }).step).toBe(2);
  });

  it('offers dumbbells only at home or the gym', () => {
    expect(equipmentChoices('home')).toContain('dumbbell');
    expect(equipmentChoices('gym')).toContain('dumbbell');
    for (const context of ['hotel', 'airport', 'office'] as const) {
      expect(equipmentChoices(context)).toEqual(['none', 'band']);
    }
    expect(run({ type: 'equipment', value: 'dumbbell' }).equipment).toBe('none');
  });

  it('resets dumbbells to none when moving to a place without them', () => {
    const atHome = run({ type: 'context', value: 'home' }, { type: 'equipment', value: 'dumbbell' });
    expect(atHome.equipment).toBe('dumbbell');
    expect(wizardReducer(atHome, { type: 'context', value: 'office' }).equipment).toBe('none');
    expect(wizardReducer(atHome, { type: 'context', value: 'gym' }).equipment).toBe('dumbbell');
  });

  it('keeps a band when the place changes: bands go everywhere', () => {
    const withBand = run({ type: 'context', value: 'gym' }, { type: 'equipment', value: 'band' });
    expect(wizardReducer(withBand, { type: 'context', value: 'airport' }).equipment).toBe('band');
  });

  it('keeps sleep within 3 to 9 hours', () => {
    expect(run({ type: 'sleepHours', value: 2 }).sleepHours).toBe(3);
    expect(run({ type: 'sleepHours', value: 12 }).sleepHours).toBe(9);
    expect(run({ type: 'sleepHours', value: 5 }).sleepHours).toBe(5);
  });

  it('sends the answers and the device as a body the contract accepts', () => {
    const state = run(
      { type: 'minutes', value: 30 },
      { type: 'goal', value: 'mobility' },
      { type: 'gender', value: 'female' },
      { type: 'feeling', value: 'low' },
      { type: 'sleepHours', value: 5 },
      { type: 'context', value: 'gym' },
      { type: 'equipment', value: 'dumbbell' },
    );
    const body = toFreeGenerateBody(state, DEVICE);
    expect(body).toEqual({
      minutes: 30,
      fitnessGoal: 'mobility',
      gender: 'female',
      feeling: 'low',
      sleepHours: 5,
      context: 'gym',
      equipment: 'dumbbell',
      deviceId: DEVICE,
    });
    expect(FreeGenerateBodySchema.safeParse(body).success).toBe(true);
  });
});
