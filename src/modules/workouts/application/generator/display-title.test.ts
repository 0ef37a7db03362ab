import { describe, expect, it } from 'vitest';
import { generatorPlanMessages } from '../../../../../contracts/i18n/generator-plan-messages';
import { FormatjsTranslator } from '../../../../shared/i18n';
import { displayTitle } from './display-title';

const messages = new FormatjsTranslator(generatorPlanMessages);
const en = (key: string, values?: Record<string, string | number>) => messages.t('en', key, values);

/** Spec 2 §3 "Workout display title": the engine's titles never carry these, a model's or an older client's may. */
describe('the display title', () => {
  it.each([
    ['Hotel Room Full Body Workout', 20, '20-Minute Hotel Room Full Body Workout'],
    ['Travel Reset: Hotel Room Mobility Workout', 10, '10-Minute Hotel Room Mobility Workout'],
    ['Travel Reset 15-Minute Airport Gate Workout', 10, '10-Minute Airport Gate Workout'],
    ['Office Workout (25 min)', 30, '30-Minute Office Workout'],
    ['20 minutes', 20, '20-Minute Hotel Room Full Body Workout'],
    ['Travel Reset', 10, '10-Minute Hotel Room Full Body Workout'],
  ])('of "%s" for %i minutes is "%s"', (title, minutes, expected) => {
    expect(displayTitle(title, minutes, en)).toBe(expected);
  });
});
