import { randomUUID } from 'node:crypto';
import type { PlanWorkout, TravelPlan } from '../../../../contracts/plans';
import { LocaleSchema, type Locale } from '../../../../contracts/sdui';
import type { Clock } from '../../../shared/kernel';
import { buildTravelPlan, type PlannedTrip, type SessionRequest } from '../domain/build-travel-plan';
import type { PlanPreferencesService } from './plan-preferences';
import type { CityDirectory } from './ports/city-directory.port';
import type { PlansByLocale } from './ports/plan-store.port';
import type { TripStore } from './ports/trip-store.port';
import { tripViews } from './trip-view';

/** The workouts module's session designer (`designPlanSessionInEvery`): one session in every language. */
export type DesignSessionInEvery = (request: SessionRequest) => Readonly<Record<Locale, PlanWorkout>>;

/**
 * Builds a traveller's plan from their stored preferences and open trips,
 * once per language the app speaks (ADR 0040): the same seed, so the same
 * days and exercises, each with its texts, city and country names in its own
 * language. Pure engine, read-only here: storing is the caller's.
 */
export class PlanBuilder {
  constructor(
    private readonly trips: TripStore,
    private readonly preferences: PlanPreferencesService,
    private readonly cities: CityDirectory,
    private readonly design: DesignSessionInEvery,
    private readonly clock: Clock,
  ) {}

  async build(userId: string, seed: string | number = randomUUID()): Promise<PlansByLocale> {
    const stored = await this.preferences.current(userId);
    const startDate = this.preferences.todayFor(stored);
    const openTrips = await this.trips.openTrips(userId, startDate);
    const id = randomUUID();
    const generatedAt = this.clock.now().toISOString();
    // The languages' builds ask for the same sessions (the same seed): each is designed once, in every language.
    const designed = new Map<string, Readonly<Record<Locale, PlanWorkout>>>();
    const designIn = (request: SessionRequest, locale: Locale): PlanWorkout => {
      const key = JSON.stringify(request);
      let inEvery = designed.get(key);
      if (!inEvery) {
        inEvery = this.design(request);
        designed.set(key, inEvery);
      }
      return inEvery[locale];
    };
    const inLocale = (locale: Locale): TravelPlan => {
      const preferences = this.preferences.resolve(stored, locale);
      const trips: PlannedTrip[] = tripViews(openTrips, this.cities, locale);
      const built = buildTravelPlan({ startDate, preferences, trips, seed }, (request) => designIn(request, locale));
      return { id, generatedAt, preferences, ...built };
    };
    return Object.fromEntries(LocaleSchema.options.map((locale) => [locale, inLocale(locale)])) as PlansByLocale;
  }
}
