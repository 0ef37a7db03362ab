import type { Knex } from 'knex';
import { EVENT_NAMES, type FunnelStep } from '../../../../contracts/analytics';
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

/**
 * One index-only count per UTC day and event name over `(event_name, created_at)`:
 * counting index entries range by range is several times cheaper than hashing
 * every row of the month by a computed day (`npm run bench -- analytics`).
 * Names the report does not show are not counted.
 */
export const DAILY_COUNTS_SQL = `
  select to_char(d.day at time zone 'UTC', 'YYYY-MM-DD') as day, n.event_name, c.count
  from generate_series(:from::timestamptz, :to::timestamptz - interval '24 hours', interval '24 hours') as d(day)
  cross join unnest(array[${EVENT_NAMES.map((name) => `'${name}'`).join(', ')}]::text[]) as n(event_name)
  cross join lateral (
    select count(*)::integer as count from analytics_events e
    where e.event_name = n.event_name and e.created_at >= d.day and e.created_at < d.day + interval '24 hours'
  ) c
  where c.count > 0`;

export const FUNNEL_SQL = `select ${Object.entries(FUNNEL_CONDITIONS)
  .map(
    ([step, condition]) =>
      `(select count(distinct traveller_id)::integer from analytics_events
        where ${condition} and created_at >= :from and created_at < :to) as ${step}`,
  )
  .join(',\n  ')}`;
