import { describe, expect, it } from 'vitest';
import { TEST_CITIES } from '../testing/cities';
import type { PlannedTrip } from './build-travel-plan';
import { outboundLeg, returnLeg, tripsInWindow, type Home } from './travel-legs';

const home: Home = { city: TEST_CITIES.Madrid, timeZone: 'Europe/Madrid' };
const trip = (id: string, outboundDate: string, returnDate: string, city = TEST_CITIES['New York']): PlannedTrip => ({
  id,
  city,
  outboundDate,
  outboundTime: '12:00',
  returnDate,
  returnTime: '18:00',
  hotel: true,
  gym: false,
});

describe('the trips a plan is built from', () => {
  it('keeps those that touch the 28 days, in the order they leave, and leaves out one that overlaps an earlier trip', () => {
    const trips = [
      trip('c', '2026-12-20', '2026-12-22'),
      trip('over', '2026-11-20', '2026-11-30'),
      trip('a', '2026-11-25', '2026-12-03'),
      trip('overlapping', '2026-12-03', '2026-12-06'),
      trip('b', '2026-12-10', '2026-12-12'),
      trip('later', '2026-12-29', '2027-01-05'),
    ];
    expect(tripsInWindow(trips, '2026-12-01', '2026-12-28', home).map((t) => t.id)).toEqual(['a', 'b', 'c']);
  });
});

describe('a trip’s flights', () => {
  it('leave at the local times given and land by the estimate, in the zone of arrival', () => {
    const out = outboundLeg(trip('a', '2026-12-08', '2026-12-12'), home);
    expect(out.flight).toMatchObject({
      departsAt: '2026-12-08T11:00:00.000Z',
      arrivesAt: '2026-12-08T18:45:00.000Z',
      arrivalLocalTime: '13:45',
      arrivalTimeZone: 'America/New_York',
      timeZoneShiftHours: -6,
    });
    const back = returnLeg(trip('a', '2026-12-08', '2026-12-12'), home);
    expect(back.flight).toMatchObject({ departureLocalTime: '18:00', arrivalLocalTime: '07:45', timeZoneShiftHours: 6 });
    expect(back.arrivalDate).toBe('2026-12-13');
  });
});
