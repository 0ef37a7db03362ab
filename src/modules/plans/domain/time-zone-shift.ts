import { utcOffsetMinutes } from '../../../shared/kernel';

/**
 * Hours the clocks move from one zone at departure to another at arrival,
 * the short way round: between −12 (exclusive) and +12, positive flying east,
 * negative flying west. Los Angeles → Tokyo moves the calendar 17 hours
 * ahead, which the body lives as 7 hours west (a later night), so it is −7.
 */
export function timeZoneShiftHours(fromZone: string, departsAt: Date, toZone: string, arrivesAt: Date): number {
  const minutes = utcOffsetMinutes(toZone, arrivesAt) - utcOffsetMinutes(fromZone, departsAt);
  let short = ((minutes % 1440) + 1440) % 1440;
  if (short > 720) short -= 1440;
  return short / 60;
}
