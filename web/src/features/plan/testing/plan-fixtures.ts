import type { City } from '../../../../../contracts/plans/cities.schemas';
import {
  PLAN_DEFAULTS,
  type PlanDay,
  type PlanSession,
  type PlanWorkout,
  type TravelPlan,
  type TravelPlanReply,
} from '../../../../../contracts/plans/plan.schemas';
import type { Trip } from '../../../../../contracts/plans/trips.schemas';

export const MADRID: City = {
  id: 'madrid-madrid-es',
  name: 'Madrid',
  country: 'Spain',
  countryCode: 'ES',
  timeZone: 'Europe/Madrid',
  latitude: 40.4,
  longitude: -3.7,
};
export const NEW_YORK: City = {
  id: 'new-york-new-york-us',
  name: 'New York',
  country: 'United States',
  countryCode: 'US',
  timeZone: 'America/New_York',
  latitude: 40.7,
  longitude: -74,
};
export const NEWARK: City = { ...NEW_YORK, id: 'newark-new-jersey-us', name: 'Newark', latitude: 40.73, longitude: -74.17 };

export const TRIP_ID = '0b7c6f1e-2a3d-4e5f-8a9b-1c2d3e4f5a6b';

const workout = (title: string, minutes: number): PlanWorkout => ({
  title,
  displayTitle: title,
  durationMinutes: minutes,
  intensity: 'intermediate',
  blocks: [
    {
      name: 'Main',
      items: [
        {
          id: 'heel-raise',
          animationId: 'heel-raise',
          name: 'Heel raises',
          sets: 3,
          seconds: 45,
          reps: 12,
          perSide: false,
          bodyPart: 'calves',
          equipment: 'none',
          gifUrl: null,
          instructions: ['Rise onto your toes, then lower slowly.'],
        },
      ],
    },
  ],
});

const session = (
  date: string,
  slot: PlanSession['slot'],
  place: PlanSession['place'],
  title: string,
  minutes: number,
  localTime: string,
  timeZone: string,
): PlanSession => ({
  id: `${date}-${slot}`,
  slot,
  place,
  minutes,
  startsAt: `${date}T08:00:00Z`,
  localTime,
  timeZone,
  lighter: false,
  workout: workout(title, minutes),
});

export const addDays = (date: string, days: number): string => {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

/** 28 days from `start`: home sessions every other day, a Madrid → New York flight on day 8 and three days away. */
export function planFixture(start: string): TravelPlan {
  const days: PlanDay[] = Array.from({ length: 28 }, (_, index) => {
    const date = addDays(start, index);
    const home: PlanDay = {
      date,
      kind: index % 2 === 0 ? 'home' : 'rest',
      city: MADRID,
      timeZone: MADRID.timeZone,
      flight: null,
      guidance: null,
      sessions: index % 2 === 0 ? [session(date, 'main', 'home', 'Morning mobility', 20, '07:30', MADRID.timeZone)] : [],
    };
    if (index === 7) {
      return {
        ...home,
        kind: 'flight',
        flight: {
          direction: 'outbound',
          tripId: TRIP_ID,
          from: MADRID,
          to: NEW_YORK,
          departsAt: `${date}T06:40:00Z`,
          departureLocalTime: '07:40',
          departureTimeZone: MADRID.timeZone,
          arrivesAt: `${date}T14:40:00Z`,
          arrivalLocalTime: '10:40',
          arrivalTimeZone: NEW_YORK.timeZone,
          timeZoneShiftHours: -6,
        },
        sessions: [
          session(date, 'gate', 'airport', 'Gate stretch', 10, '06:50', MADRID.timeZone),
          session(date, 'in-flight', 'in_transit', 'Seated in-flight routine', 6, '11:40', MADRID.timeZone),
        ],
      };
    }
    if (index === 8 || index === 9) {
      return {
        ...home,
        kind: 'away',
        city: NEW_YORK,
        timeZone: NEW_YORK.timeZone,
        guidance:
          index === 8
            ? {
                direction: 'west',
                shiftHours: 6,
                timeZone: NEW_YORK.timeZone,
                dayAfterArrival: 1,
                trainWindow: { from: '16:00', to: '19:00' },
                avoidWindow: null,
              }
            : null,
        sessions: [session(date, 'main', 'hotel_room', 'Quiet hotel-room strength', 20, '17:00', NEW_YORK.timeZone)],
      };
    }
    return home;
  });
  return {
    id: '5d6e7f80-1a2b-4c3d-9e8f-7a6b5c4d3e2f',
    generatedAt: `${start}T07:00:00Z`,
    startDate: start,
    endDate: addDays(start, 27),
    preferences: { ...PLAN_DEFAULTS, equipment: [], homeTimeZone: MADRID.timeZone, homeCity: MADRID },
    weeks: [1, 2, 3, 4].map((index) => ({ index, homeWeek: index !== 2, plannedMinutes: 60 })),
    days,
  };
}

export const planReply = (plan: TravelPlan | null, regenerating = false): TravelPlanReply => ({ plan, regenerating });

export function tripFixture(overrides: Partial<Trip> = {}): Trip {
  return {
    id: TRIP_ID,
    city: NEW_YORK,
    outboundDate: '2026-12-07',
    outboundTime: '07:40',
    returnDate: '2026-12-10',
    returnTime: '18:00',
    hotel: true,
    gym: false,
    ...overrides,
  };
}
