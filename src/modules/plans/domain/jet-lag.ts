import type { JetLagGuidance, TimeWindow } from '../../../../contracts/plans';

/**
 * Jet-lag timing guidance (issue 14; ADR 0041), general guidance and not
 * medical advice. Exercise, like light, moves the body clock: in the morning
 * and early afternoon it advances it, in the evening it delays it (Youngstedt
 * et al. 2019, "Human circadian phase–response curves for exercise", J
 * Physiol). Flying east the clock must advance, so train in the morning and
 * early afternoon and not late in the evening; flying west it must delay, so
 * train in the late afternoon or early evening and not early in the morning.
 * After a big eastward jump the early morning is still the body's night,
 * when light and exercise would push the clock the wrong way (Eastman &
 * Burgess 2009, "How to travel the world without jet lag", Sleep Med Clin),
 * so the first days' window starts later.
 */

/** Below this shift the body adjusts within a day or so: no guidance. */
export const GUIDANCE_FROM_HOURS = 3;
/** From this shift an arrival is long-haul: the first full day after it is lighter. */
export const LONG_HAUL_FROM_HOURS = 5;
/** From this eastward shift the first days' window starts late in the morning. */
const BIG_EAST_FROM_HOURS = 8;

const EAST_WINDOW: TimeWindow = { from: '07:00', to: '13:00' };
const EAST_BIG_SHIFT_WINDOW: TimeWindow = { from: '10:00', to: '14:00' };
const EAST_AVOID: TimeWindow = { from: '19:00', to: '23:00' };
const WEST_WINDOW: TimeWindow = { from: '16:00', to: '20:00' };
const WEST_AVOID: TimeWindow = { from: '05:00', to: '09:00' };

/** Days of guidance from the arrival day on: 1 under 5 hours, 2 under 8, 3 from 8. */
export function guidanceDays(shiftHours: number): number {
  const hours = Math.abs(shiftHours);
  if (hours < GUIDANCE_FROM_HOURS) return 0;
  if (hours < LONG_HAUL_FROM_HOURS) return 1;
  return hours < BIG_EAST_FROM_HOURS ? 2 : 3;
}

/**
 * The guidance for one day after an arrival (`dayAfterArrival` 1 is the
 * arrival day), its windows in the arrival zone's local time; null when the
 * shift is under `GUIDANCE_FROM_HOURS` or the day is past the guidance days.
 */
export function jetLagGuidance(shiftHours: number, timeZone: string, dayAfterArrival: number): JetLagGuidance | null {
  if (dayAfterArrival < 1 || dayAfterArrival > guidanceDays(shiftHours)) return null;
  const east = shiftHours > 0;
  const bigEastJump = east && shiftHours >= BIG_EAST_FROM_HOURS && dayAfterArrival <= 2;
  return {
    direction: east ? 'east' : 'west',
    shiftHours: Math.abs(shiftHours),
    timeZone,
    dayAfterArrival,
    trainWindow: east ? (bigEastJump ? EAST_BIG_SHIFT_WINDOW : EAST_WINDOW) : WEST_WINDOW,
    avoidWindow: east ? EAST_AVOID : WEST_AVOID,
  };
}
