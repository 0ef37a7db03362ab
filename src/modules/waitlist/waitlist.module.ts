import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { CoreTokens, type Clock, type EventBus } from '../../shared/kernel';
import { AccountsTokens, type Mailer, type RateLimits } from '../accounts';
import { designPlanSession, exerciseGuideNotes } from '../workouts';
import { createWaitlist, type Waitlist } from './create-waitlist';

const Built = Symbol('waitlist.Built') as ServiceIdentifier<Waitlist>;

/** Binds the waitlist's routes and its guide e-mail; the guide is designed by the workouts engine. */
export function waitlistModule(config: { publicOrigin: string }): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(Built).toResolvedValue(
      (knex: Knex, clock: Clock, logger: Logger, events: EventBus, mailer: Mailer, limits: RateLimits) =>
        createWaitlist({
          publicOrigin: config.publicOrigin,
          knex,
          clock,
          logger,
          events,
          mailer,
          limits,
          catalogue: { design: designPlanSession, notes: exerciseGuideNotes },
        }),
      [CoreTokens.Knex, CoreTokens.Clock, CoreTokens.Logger, CoreTokens.EventBus, AccountsTokens.Mailer, AccountsTokens.RateLimits],
    );
    bind(CoreTokens.HttpRoutes).toResolvedValue((built: Waitlist) => built.routes, [Built]);
    bind(CoreTokens.EventSubscribers).toResolvedValue((built: Waitlist) => built.sendGuideMail, [Built]);
  });
}
