import { describe, expect, it } from 'vitest';
import { addMonths, tripDateRefusal, type TripDates } from './trip-rules';

const trip = (overrides: Partial<TripDates> = {}): TripDates => ({
  outboundDate: '2026-12-07',
  outboundTime: '09:00',
  returnDate: '2026-12-11',
  returnTime: '18:00',
  ...overrides,
});

describe('trip rules', () => {
  const today = '2026-11-26';

  it('keeps a trip that leaves after today and returns after it leaves', () => {
    expect(tripDateRefusal(trip(), today)).toBeNull();
  });

  it('refuses a return at or before the outbound flight, the same day included', () => {
    expect(tripDateRefusal(trip({ returnDate: '2026-12-07', returnTime: '09:00' }), today)).toBe('plans.return-before-outbound');
    expect(tripDateRefusal(trip({ returnDate: '2026-12-06' }), today)).toBe('plans.return-before-outbound');
    expect(tripDateRefusal(trip({ returnDate: '2026-12-07', returnTime: '21:30' }), today)).toBeNull();
  });

  it('keeps a trip until its return day is over', () => {
    expect(tripDateRefusal(trip({ outboundDate: '2026-11-20', returnDate: '2026-11-26' }), today)).toBeNull();
    expect(tripDateRefusal(trip({ outboundDate: '2026-11-20', returnDate: '2026-11-25' }), today)).toBe('plans.trip-in-the-past');
  });

  it('plans at most 12 months ahead', () => {
    expect(tripDateRefusal(trip({ outboundDate: '2027-11-26', returnDate: '2027-12-01' }), today)).toBeNull();
    expect(tripDateRefusal(trip({ outboundDate: '2027-11-27', returnDate: '2027-12-01' }), today)).toBe('plans.trip-too-far');
  });

  it('adds months on the calendar', () => {
    expect(addMonths('2026-11-26', 12)).toBe('2027-11-26');
    expect(addMonths('2028-02-29', 12)).toBe('2029-03-01');
  });
});
