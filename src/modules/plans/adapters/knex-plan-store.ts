import type { Knex } from 'knex';
import type { DomainEvent, EventBus } from '../../../shared/kernel';
import type { TravelPlan } from '../../../../contracts/plans';
import type { Locale } from '../../../../contracts/sdui';
import type { PlansByLocale, PlanStore, StoredPlan, StoredPreferences } from '../application/ports/plan-store.port';

interface PreferencesRow {
  home_city_id: string | null;
  home_time_zone: string;
  days_per_week: number;
  minutes: number;
  level: StoredPreferences['level'];
  goal: StoredPreferences['goal'];
  equipment: StoredPreferences['equipment'];
  quiet: boolean;
  no_sweat: boolean;
}

const toPreferences = (row: PreferencesRow): StoredPreferences => ({
  homeCityId: row.home_city_id,
  homeTimeZone: row.home_time_zone,
  daysPerWeek: row.days_per_week,
  minutes: row.minutes as StoredPreferences['minutes'],
  level: row.level,
  goal: row.goal,
  equipment: row.equipment,
  quiet: row.quiet,
  noSweat: row.no_sweat,
});

/** Read as text so its microseconds survive the round trip. */
const staleMark = (knex: Knex) => knex.raw('stale_since::text as stale_mark');

/**
 * Preferences in `plan_preferences` and the plan in `travel_plans`, whose
 * `plan` column holds the plan in each language, `{ "en": …, "es": … }`
 * (ADR 0040). A plan is saved in one statement that compares the staleness
 * it was built from (`stale_since`, a `clock_timestamp()` per trip change,
 * read back as text so its microseconds survive the round trip):
 * a change that came in while it was being built keeps it stale.
 */
export class KnexPlanStore implements PlanStore {
  constructor(
    private readonly knex: Knex,
    private readonly events: EventBus,
  ) {}

  async preferencesOf(userId: string): Promise<StoredPreferences | null> {
    const row = await this.knex('plan_preferences').where({ user_id: userId }).first<PreferencesRow | undefined>();
    return row ? toPreferences(row) : null;
  }

  async savePreferences(userId: string, preferences: StoredPreferences): Promise<void> {
    const row = {
      home_city_id: preferences.homeCityId,
      home_time_zone: preferences.homeTimeZone,
      days_per_week: preferences.daysPerWeek,
      minutes: preferences.minutes,
      level: preferences.level,
      goal: preferences.goal,
      equipment: [...preferences.equipment],
      quiet: preferences.quiet,
      no_sweat: preferences.noSweat,
      updated_at: this.knex.fn.now(),
    };
    await this.knex('plan_preferences')
      .insert({ user_id: userId, ...row })
      .onConflict('user_id')
      .merge();
  }

  async planOf(userId: string, locale: Locale): Promise<StoredPlan | null> {
    const row = await this.knex('travel_plans')
      .where({ user_id: userId })
      .first<{ plan: TravelPlan; stale_mark: string | null } | undefined>(
        this.knex.raw('plan -> ? as plan', [locale]),
        staleMark(this.knex),
      );
    return row ? { plan: row.plan, staleMark: row.stale_mark } : null;
  }

  async staleMarkOf(userId: string): Promise<string | null> {
    const row = await this.knex('travel_plans')
      .where({ user_id: userId })
      .first<{ stale_mark: string | null } | undefined>(staleMark(this.knex));
    return row?.stale_mark ?? null;
  }

  savePlan(userId: string, plans: PlansByLocale, builtFrom: string | null, event?: DomainEvent): Promise<{ stale: boolean }> {
    return this.knex.transaction(async (trx) => {
      const result = await trx.raw<{ rows: { stale: boolean }[] }>(
        `insert into travel_plans (user_id, id, plan, generated_at, stale_since)
         values (:userId, :id, :plan, :generatedAt, null)
         on conflict (user_id) do update set
           id = excluded.id, plan = excluded.plan, generated_at = excluded.generated_at,
           stale_since = case when travel_plans.stale_since is not distinct from :builtFrom::timestamptz then null
                              else travel_plans.stale_since end
         returning stale_since is not null as stale`,
        { userId, id: plans.en.id, plan: JSON.stringify(plans), generatedAt: plans.en.generatedAt, builtFrom },
      );
      if (event) await this.events.record(trx, event);
      return { stale: result.rows[0]!.stale };
    });
  }

  async clearStale(userId: string, builtFrom: string): Promise<void> {
    await this.knex('travel_plans')
      .where({ user_id: userId })
      .whereRaw('stale_since = ?::timestamptz', [builtFrom])
      .update({ stale_since: null });
  }
}
