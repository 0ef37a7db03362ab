import type { Knex } from 'knex';
import type { FunnelStep } from '../../../../contracts/analytics';
import type { AnalyticsReport } from '../application/ports/analytics-report.port';
import type { DailyCount } from '../domain/report-window';

/**
 * Who reached each funnel step: a traveller counts once per step however many
 * times they did it. The conditions are literals, not parameters, so the
 * planner can prove the landing step's partial index applies (migration
 * 202611281010; `npm run bench -- analytics` measures them at 10 million events).
 */
const FUNNEL_CONDITIONS: Record<FunnelStep, string> = {
  landing: `event_name = 'page_view' and event_data->>'path' = '/'`,
  free_workout: `event_name = 'free_workout_started'`,
  register: `event_name = 'account_opened'`,
  trial: `event_name = 'subscription_status_changed' and event_data->>'to' = 'trial'`,
  active: `event_name = 'subscription_status_changed' and event_data->>'to' = 'active'`,
};

/** The administrators' figures in two statements over `analytics_events`, each answered from its indexes. */
export class KnexAnalyticsReport implements AnalyticsReport {
  constructor(private readonly knex: Knex) {}

  async dailyCounts(from: Date, to: Date): Promise<DailyCount[]> {
    const { rows } = await this.knex.raw<{ rows: { day: string; event_name: string; count: number }[] }>(DAILY_COUNTS_SQL, { from, to });
    return rows.map((row) => ({ day: row.day, eventName: row.event_name, count: row.count }));
  }

  async funnel(from: Date, to: Date): Promise<Record<FunnelStep, number>> {
    const { rows } = await this.knex.raw<{ rows: Record<FunnelStep, number>[] }>(FUNNEL_SQL, { from, to });
    return rows[0]!;
  }
}

/** Index-only on `(created_at) include (event_name)`: the day is computed once per group, not formatted per row. */
export const DAILY_COUNTS_SQL = `
  select to_char(day, 'YYYY-MM-DD') as day, event_name, count
  from (
    select (created_at at time zone 'UTC')::date as day, event_name, count(*)::integer as count
    from analytics_events
    where created_at >= :from and created_at < :to
    group by 1, 2
  ) counted`;

export const FUNNEL_SQL = `select ${Object.entries(FUNNEL_CONDITIONS)
  .map(
    ([step, condition]) =>
      `(select count(distinct traveller_id)::integer from analytics_events
        where ${condition} and created_at >= :from and created_at < :to) as ${step}`,
  )
  .join(',\n  ')}`;
