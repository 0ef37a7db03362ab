import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { CoreTokens, type Clock, type EventBus } from '../../shared/kernel';
import { GamificationTokens, type ProgressReader } from '../gamification';
import { WorkoutsTokens, type SessionHistory, type TravellerWeights } from '../workouts';
import { AccountsTokens } from './accounts.tokens';
import { LogMailer } from './adapters/log-mailer';
import { SmtpMailer } from './adapters/smtp-mailer';
import type { Mailer } from './application/ports/mailer.port';
import type { SubscriptionStandingReader } from './application/ports/subscription-standing.port';
import { createAccounts, type Accounts, type AccountsConfig } from './create-accounts';

/** The mail settings accounts reads besides its own slice. */
export interface AccountsModuleConfig extends AccountsConfig {
  smtpUrl: string | undefined;
  mailFrom: string;
}

const Built = Symbol('accounts.Built') as ServiceIdentifier<Accounts>;
type StandingLookup = () => SubscriptionStandingReader;
const StandingLookup = Symbol('accounts.StandingLookup') as ServiceIdentifier<StandingLookup>;

/**
 * The subscription standing, looked up on its first use rather than while
 * accounts is built. Accounts is what every module identifies callers with
 * (`CoreTokens.Viewers`, the facade), subscriptions among them; reading the
 * standing from subscriptions would otherwise close a construction cycle
 * (accounts → subscriptions → accounts). By the first request both are built.
 */
function lazyStanding(lookup: StandingLookup): SubscriptionStandingReader {
  let reader: SubscriptionStandingReader | undefined;
  return { standingOf: (userId) => (reader ??= lookup()).standingOf(userId) };
}

/**
 * Binds what accounts offers other modules (its facade, the viewer directory,
 * the rate limiter over its `rate_limit_hits`, the body weight workouts and gamification declare ports for, its routes) and
 * the mailer chosen by config.
 */
export function accountsModule(config: AccountsModuleConfig): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(AccountsTokens.Mailer).toResolvedValue(
      (logger: Logger): Mailer =>
        config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom, logger) : new LogMailer(logger, config.nodeEnv !== 'production'),
      [CoreTokens.Logger],
    );
    bind(StandingLookup).toFactory((context) => () => context.get(AccountsTokens.SubscriptionStanding));
    bind(Built).toResolvedValue(
      (
        knex: Knex,
        clock: Clock,
        logger: Logger,
        events: EventBus,
        mailer: Mailer,
        progress: ProgressReader,
        history: SessionHistory,
        standing: StandingLookup,
      ) => createAccounts({ config, knex, clock, logger, events, mailer, progress, history, subscriptions: lazyStanding(standing) }),
      [
        CoreTokens.Knex,
        CoreTokens.Clock,
        CoreTokens.Logger,
        CoreTokens.EventBus,
        AccountsTokens.Mailer,
        GamificationTokens.Progress,
        WorkoutsTokens.SessionHistory,
        StandingLookup,
      ],
    );
    bind(AccountsTokens.Facade).toResolvedValue((accounts: Accounts) => accounts.facade, [Built]);
    bind(AccountsTokens.RateLimits).toResolvedValue((accounts: Accounts) => accounts.rateLimits, [Built]);
    bind(GamificationTokens.TravellerWeights).toResolvedValue(
      (accounts: Accounts) => ({ weightKgOf: async (userId: string) => (await accounts.facade.userById(userId))?.weightKg ?? null }),
      [Built],
    );
    bind(CoreTokens.Viewers).toResolvedValue((accounts: Accounts) => accounts.facade, [Built]);
    bind(CoreTokens.RateLimiter).toResolvedValue((accounts: Accounts) => accounts.limiter, [Built]);
    bind(WorkoutsTokens.TravellerWeights).toResolvedValue(
      (accounts: Accounts): TravellerWeights => ({
        weightKgOf: async (userId) => (await accounts.facade.userById(userId))?.weightKg ?? null,
      }),
      [Built],
    );
    bind(CoreTokens.HttpRoutes).toResolvedValue((accounts: Accounts) => accounts.routes, [Built]);
    bind(CoreTokens.EventSubscribers).toResolvedValue((accounts: Accounts) => accounts.sendResetLink, [Built]);
    bind(CoreTokens.ScheduledJobs).toResolvedValue((accounts: Accounts) => accounts.purgeAnonymousUsers, [Built]);
  });
}
