import { Container } from 'inversify';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { accountsModule, AccountsTokens, type Mailer } from '../modules/accounts';
import { analyticsModule } from '../modules/analytics';
import { communityModule } from '../modules/community';
import { gamificationModule } from '../modules/gamification';
import { plansModule } from '../modules/plans';
import { screensModule } from '../modules/screens';
import { subscriptionsModule } from '../modules/subscriptions';
import { usageModule } from '../modules/usage';
import { waitlistModule } from '../modules/waitlist';
import { workoutsModule } from '../modules/workouts';
import { CoreTokens, systemClock, type Clock, type EventBus, type JobQueue } from '../shared/kernel';
import type { Config } from './config';

export interface ContainerDeps {
  config: Config;
  logger: Logger;
  knex: Knex;
  /** The read replica's pool, or `knex` itself. */
  readKnex: Knex;
  jobs: JobQueue;
  events: EventBus;
  clock?: Clock;
  /** Replaces the mailer chosen by config (tests read what the app sent). */
  mailer?: Mailer;
}

/**
 * The composition root: core services, then one container module per domain
 * module. The container holds only what crosses a module or varies (facades,
 * consumer-declared ports, adapters chosen by config, routes); each module
 * builds its insides with a plain factory and takes its slice of the config here.
 */
export function buildContainer({ config, logger, knex, readKnex, jobs, events, clock = systemClock, mailer }: ContainerDeps): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind(CoreTokens.Logger).toConstantValue(logger);
  container.bind(CoreTokens.Knex).toConstantValue(knex);
  container.bind(CoreTokens.ReadKnex).toConstantValue(readKnex);
  container.bind(CoreTokens.Clock).toConstantValue(clock);
  container.bind(CoreTokens.JobQueue).toConstantValue(jobs);
  container.bind(CoreTokens.EventBus).toConstantValue(events);
  container.load(
    accountsModule(config),
    subscriptionsModule(config.billing),
    usageModule(),
    workoutsModule(config),
    gamificationModule(),
    communityModule(),
    plansModule(config),
    screensModule(),
    waitlistModule(config),
    analyticsModule(),
  );
  if (mailer) container.rebind(AccountsTokens.Mailer).toConstantValue(mailer);
  return container;
}
