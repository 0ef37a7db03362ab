import type { Knex } from 'knex';
import type { TravellerProgress } from '../application/ports/traveller-progress.port';
import { applySession, type SessionFacts, type TrainingProgress } from '../domain/progression';

interface ProgressRow {
  current_intensity: string;
  total_workouts: number;
  weekly_load: string;
  last_week_load: string;
  progress_week: string | null;
  week_low_intensity: string;
  week_high_intensity: string;
  easy_run: number;
  recovery_trend: string;
  exercise_mastery: TrainingProgress['exerciseMastery'];
}

const COLUMNS = [
  'current_intensity',
  'total_workouts',
  'weekly_load',
  'last_week_load',
  // A date: the pool reads dates as their 'YYYY-MM-DD' text (src/app/database/knex.ts).
  'progress_week',
  'week_low_intensity',
  'week_high_intensity',
  'easy_run',
  'recovery_trend',
  'exercise_mastery',
];

const toProgress = (row: ProgressRow): TrainingProgress => ({
  currentIntensity: Number(row.current_intensity),
  totalWorkouts: row.total_workouts,
  weeklyLoad: Number(row.weekly_load),
  lastWeekLoad: Number(row.last_week_load),
  week: row.progress_week,
  weekLow: Number(row.week_low_intensity),
  weekHigh: Number(row.week_high_intensity),
  easyRun: row.easy_run,
  recoveryTrend: Number(row.recovery_trend),
  exerciseMastery: row.exercise_mastery,
});

const toRow = (progress: TrainingProgress) => ({
  current_intensity: progress.currentIntensity,
  total_workouts: progress.totalWorkouts,
  weekly_load: progress.weeklyLoad,
  last_week_load: progress.lastWeekLoad,
  progress_week: progress.week,
  week_low_intensity: progress.weekLow,
  week_high_intensity: progress.weekHigh,
  easy_run: progress.easyRun,
  recovery_trend: progress.recoveryTrend,
  exercise_mastery: JSON.stringify(progress.exerciseMastery),
});

/**
 * `user_progress`, one row per traveller, kept by the transaction that
 * records a finished workout (ADR 0035). `applySession` creates the row with
 * the spec's defaults when it is missing, then locks it (`FOR UPDATE`), so
 * parallel workouts of one traveller are applied one after the other and
 * none is lost; it must be called only by the insert that wrote a new
 * session, so a replayed completion changes nothing.
 */
export class KnexUserProgress implements TravellerProgress {
  constructor(private readonly knex: Knex) {}

  async read(userId: string): Promise<TrainingProgress | undefined> {
    const row = await this.knex('user_progress').where({ user_id: userId }).first<ProgressRow | undefined>(COLUMNS);
    return row ? toProgress(row) : undefined;
  }

  async applySession(trx: Knex.Transaction, facts: SessionFacts): Promise<void> {
    await trx('user_progress').insert({ user_id: facts.userId }).onConflict('user_id').ignore();
    const row = await trx('user_progress').where({ user_id: facts.userId }).forUpdate().first<ProgressRow | undefined>(COLUMNS);
    if (!row) throw new Error('user_progress: the row just ensured is not there');
    await trx('user_progress')
      .where({ user_id: facts.userId })
      .update(toRow(applySession(toProgress(row), facts)));
  }
}
