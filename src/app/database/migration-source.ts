import type { Knex } from 'knex';
import * as accounts from '../../../migrations/202611210900_accounts';
import * as subscriptions from '../../../migrations/202611210905_subscriptions';
import * as usage from '../../../migrations/202611210910_usage';
import * as workouts from '../../../migrations/202611210915_workouts';
import * as gamification from '../../../migrations/202611210920_gamification';
import * as community from '../../../migrations/202611210925_community';
import * as analytics from '../../../migrations/202611210930_analytics';
import * as billingProviders from '../../../migrations/202611241000_billing_providers';
import * as slidingRateLimits from '../../../migrations/202611242200_sliding_rate_limits';
import * as anonymousLastSeen from '../../../migrations/202611242210_anonymous_last_seen';
import * as usersStanding from '../../../migrations/202611250100_users_standing_from_subscriptions';
import * as trialReminders from '../../../migrations/202611250110_trial_reminders';
import * as workoutCompletions from '../../../migrations/202611250330_workout_completions';
import * as sessionScoring from '../../../migrations/202611260900_session_scoring';
import * as userProgressWeeks from '../../../migrations/202611260910_user_progress_weeks';
import * as pointsRankHistogram from '../../../migrations/202611260920_points_rank_histogram';
import * as teamPoints from '../../../migrations/202611270900_team_points';
import * as challengeProgress from '../../../migrations/202611271000_challenge_progress';
import * as travelPlans from '../../../migrations/202611280900_travel_plans';
import * as countedPlans from '../../../migrations/202611280910_counted_plans';
import * as planCalendarFeedLocale from '../../../migrations/202611280920_plan_calendar_feed_locale';
import * as analyticsTravellers from '../../../migrations/202611281010_analytics_travellers_and_report_indexes';
import * as resetMailOnce from '../../../migrations/202611281110_reset_mail_once';
import * as travelPlansAsJson from '../../../migrations/202611281120_travel_plans_as_json';
import * as cityActivity from '../../../migrations/202611281130_city_activity';

interface NamedMigration {
  name: string;
  migration: Knex.Migration;
}

/**
 * Every migration, in order, imported explicitly: knex's directory loader cannot
 * import `.ts` files inside vitest (STACK.md gotcha 4), and an explicit list
 * makes the order reviewable. Add a new migration file here as well.
 *
 * Names are the file names without extension; they are what `knex_migrations`
 * records, so never rename one that has shipped.
 */
export const MIGRATIONS: readonly NamedMigration[] = [
  { name: '202611210900_accounts', migration: accounts },
  { name: '202611210905_subscriptions', migration: subscriptions },
  { name: '202611210910_usage', migration: usage },
  { name: '202611210915_workouts', migration: workouts },
  { name: '202611210920_gamification', migration: gamification },
  { name: '202611210925_community', migration: community },
  { name: '202611210930_analytics', migration: analytics },
  { name: '202611241000_billing_providers', migration: billingProviders },
  { name: '202611242200_sliding_rate_limits', migration: slidingRateLimits },
  { name: '202611242210_anonymous_last_seen', migration: anonymousLastSeen },
  { name: '202611250100_users_standing_from_subscriptions', migration: usersStanding },
  { name: '202611250110_trial_reminders', migration: trialReminders },
  { name: '202611250330_workout_completions', migration: workoutCompletions },
  { name: '202611260900_session_scoring', migration: sessionScoring },
  { name: '202611260910_user_progress_weeks', migration: userProgressWeeks },
  { name: '202611260920_points_rank_histogram', migration: pointsRankHistogram },
  { name: '202611270900_team_points', migration: teamPoints },
  { name: '202611271000_challenge_progress', migration: challengeProgress },
  { name: '202611280900_travel_plans', migration: travelPlans },
  { name: '202611280910_counted_plans', migration: countedPlans },
  { name: '202611280920_plan_calendar_feed_locale', migration: planCalendarFeedLocale },
  { name: '202611281010_analytics_travellers_and_report_indexes', migration: analyticsTravellers },
  { name: '202611281110_reset_mail_once', migration: resetMailOnce },
  { name: '202611281120_travel_plans_as_json', migration: travelPlansAsJson },
  { name: '202611281130_city_activity', migration: cityActivity },
];

export class StaticMigrationSource implements Knex.MigrationSource<NamedMigration> {
  constructor(private readonly migrations: readonly NamedMigration[] = MIGRATIONS) {}

  async getMigrations(): Promise<NamedMigration[]> {
    return [...this.migrations];
  }

  getMigrationName(migration: NamedMigration): string {
    return migration.name;
  }

  async getMigration(migration: NamedMigration): Promise<Knex.Migration> {
    return migration.migration;
  }
}

export const migrationSource = new StaticMigrationSource();

/** The migrator settings shared by the app, the tests and knexfile.ts. */
export const migratorConfig: Knex.MigratorConfig = {
  migrationSource,
  tableName: 'knex_migrations',
};
