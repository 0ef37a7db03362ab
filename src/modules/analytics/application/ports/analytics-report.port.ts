import type { FunnelStep } from '../../../../../contracts/analytics';
import type { DailyCount } from '../../domain/report-window';

/** The administrators' figures, counted by the database over `analytics_events` (ADR 0045: indexed for 10 million events). */
export interface AnalyticsReport {
  /** Events per UTC day and name recorded in `[from, to)`. */
  dailyCounts(from: Date, to: Date): Promise<DailyCount[]>;
  /** Distinct travellers who reached each funnel step in `[from, to)`. */
  funnel(from: Date, to: Date): Promise<Record<FunnelStep, number>>;
}
