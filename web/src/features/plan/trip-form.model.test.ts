import { describe, expect, it } from 'vitest';
import { NEW_YORK } from './testing/plan-fixtures';
import { checkTrip, latestOutbound, NEW_TRIP, type TripForm } from './trip-form.model';

const TODAY = '2026-11-30';
const filled: TripForm = {
  ...NEW_TRIP,
  city: NEW_YORK,
  outboundDate: '2026-12-07',
  outboundTime: '07:40',
  returnDate: '2026-12-10',
  returnTime: '18:00',
};

describe('the trip form', () => {
  it('sends a complete trip as the contract wants it, hotel and gym included', () => {
    expect(checkTrip({ ...filled, gym: true }, TODAY)).toEqual({
      ok: true,
      body: {
        cityId: NEW_YORK.id,
        outboundDate: '2026-12-07',
        outboundTime: '07:40',
        returnDate: '2026-12-10',
        returnTime: '18:00',
        hotel: true,
        gym: true,
      },
    });
  });

  it('asks for a city picked from the list, both dates and both times', () => {
    expect(checkTrip(NEW_TRIP, TODAY)).toEqual({
      ok: false,
      errors: {
        city: 'plan.trip.error.city',
        outboundDate: 'plan.trip.error.date',
        outboundTime: 'plan.trip.error.time',
        returnDate: 'plan.trip.error.date',
        returnTime: 'plan.trip.error.time',
      },
    });
  });

  it('refuses a return that does not leave after the outbound flight, even on the same day', () => {
    const refused = { ok: false, errors: { returnDate: 'plan.problem.plans.return-before-outbound' } };
    expect(checkTrip({ ...filled, returnDate: '2026-12-06' }, TODAY)).toEqual(refused);
    expect(checkTrip({ ...filled, returnDate: '2026-12-07', returnTime: '07:40' }, TODAY)).toEqual(refused);
    expect(checkTrip({ ...filled, returnDate: '2026-12-07', returnTime: '21:00' }, TODAY).ok).toBe(true);
  });

  it('refuses a trip that is already over and one more than 12 months ahead', () => {
    expect(checkTrip({ ...filled, outboundDate: '2026-11-20', returnDate: '2026-11-29' }, TODAY)).toEqual({
      ok: false,
      errors: { returnDate: 'plan.problem.plans.trip-in-the-past' },
    });
    expect(latestOutbound(TODAY)).toBe('2027-11-30');
    expect(checkTrip({ ...filled, outboundDate: '2027-11-30', returnDate: '2027-12-05' }, TODAY).ok).toBe(true);
    expect(checkTrip({ ...filled, outboundDate: '2027-12-01', returnDate: '2027-12-05' }, TODAY)).toEqual({
      ok: false,
      errors: { outboundDate: 'plan.problem.plans.trip-too-far' },
    });
  });
});
