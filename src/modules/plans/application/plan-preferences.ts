import { PLAN_DEFAULTS, type LocalDate, type PlanPreferences, type PlanPreferencesBody } from '../../../../contracts/plans';
import type { Locale } from '../../../../contracts/sdui';
import { fail, localDateOf, ok, timeZoneOrUtc, type Clock, type Result } from '../../../shared/kernel';
import type { CityDirectory } from './ports/city-directory.port';
import type { PlanStore, StoredPreferences } from './ports/plan-store.port';

const DEFAULTS: StoredPreferences = { ...PLAN_DEFAULTS, equipment: [...PLAN_DEFAULTS.equipment], homeCityId: null };

/**
 * A traveller's planning preferences (features/plans/plan.feature): the
 * defaults until they change one, the home city resolved in the reader's
 * language, and "today" on their home calendar.
 */
export class PlanPreferencesService {
  constructor(
    private readonly store: PlanStore,
    private readonly cities: CityDirectory,
    private readonly clock: Clock,
  ) {}

  async current(userId: string): Promise<StoredPreferences> {
    return (await this.store.preferencesOf(userId)) ?? DEFAULTS;
  }

  /** Today's date where the traveller lives (UTC until they set a home time zone). */
  todayFor(preferences: StoredPreferences): LocalDate {
    return localDateOf(this.clock.now(), timeZoneOrUtc(preferences.homeTimeZone));
  }

  resolve(preferences: StoredPreferences, locale: Locale): PlanPreferences {
    const { homeCityId, ...rest } = preferences;
    return { ...rest, homeCity: homeCityId === null ? null : this.cities.byId(homeCityId, locale) };
  }

  /**
   * Changes the preferences sent and keeps the others. A home city sets the
   * home time zone to its own unless a time zone is sent with it.
   */
  async update(userId: string, body: PlanPreferencesBody): Promise<Result<StoredPreferences, 'plans.unknown-city'>> {
    const current = await this.current(userId);
    const { homeCityId, homeTimeZone, ...rest } = body;
    const next: StoredPreferences = { ...current, ...rest };
    if (homeCityId !== undefined) {
      const city = homeCityId === null ? null : this.cities.byId(homeCityId, 'en');
      if (homeCityId !== null && !city) return fail('plans.unknown-city');
      next.homeCityId = homeCityId;
      if (city) next.homeTimeZone = city.timeZone;
    }
    if (homeTimeZone !== undefined) next.homeTimeZone = homeTimeZone;
    await this.store.savePreferences(userId, next);
    return ok(next);
  }
}
