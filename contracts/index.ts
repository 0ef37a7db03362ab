import { initContract } from '@ts-rest/core';
import { accountsContract } from './accounts/accounts.contract';
import { analyticsContract } from './analytics/analytics.contract';
import { teamsContract } from './community/teams.contract';
import { challengesContract } from './community/challenges.contract';
import { progressContract } from './gamification/progress.contract';
import { healthContract } from './health/health.contract';
import { calendarContract } from './plans/calendar.contract';
import { citiesContract } from './plans/cities.contract';
import { planContract } from './plans/plan.contract';
import { tripsContract } from './plans/trips.contract';
import { screensContract } from './screens/screens.contract';
import { subscriptionsContract } from './subscriptions/subscriptions.contract';
import { trialReminderContract } from './subscriptions/trial-reminder.contract';
import { usageContract } from './usage/usage.contract';
import { sessionsContract } from './workouts/session.contract';
import { workoutsContract } from './workouts/workouts.contract';
import { waitlistContract } from './waitlist/waitlist.contract';

const c = initContract();

/** The whole HTTP surface. Each module adds its contract here. */
export const contract = c.router(
  {
    health: healthContract,
    accounts: accountsContract,
    screens: screensContract,
    subscriptions: subscriptionsContract,
    trialReminder: trialReminderContract,
    usage: usageContract,
    workouts: workoutsContract,
    sessions: sessionsContract,
    progress: progressContract,
    teams: teamsContract,
    challenges: challengesContract,
    cities: citiesContract,
    trips: tripsContract,
    plan: planContract,
    calendar: calendarContract,
    waitlist: waitlistContract,
    analytics: analyticsContract,
  },
  { strictStatusCodes: true },
);
export type Contract = typeof contract;

export { ErrorBodySchema, type ErrorBody } from './common/error.schema';
