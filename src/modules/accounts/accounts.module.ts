import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { CoreTokens, type Clock, type EventBus } from '../../shared/kernel';
import { GamificationTokens, type ProgressReader } from '../gamification';
import { WorkoutsTokens, type SessionHistory } from '../workouts';
import { AccountsTokens } from './accounts.tokens';
import { LogMailer } from './adapters/log-mailer';
import { SmtpMailer } from './adapters/smtp-mailer';
import type { Mailer } from './application/ports/mailer.port';
import { createAccounts, type Accounts, type AccountsConfig } from './create-accounts';

/** The mail settings accounts reads besides its own slice. */
export interface AccountsModuleConfig extends AccountsConfig {
  smtpUrl: string | undefined;
  mailFrom: string;
}

const Built = Symbol('accounts.Built') as ServiceIdentifier<Accounts>;

/** Binds what accounts offers other modules (its facade, the viewer directory, its routes) and the mailer chosen by config. */
export function accountsModule(config: AccountsModuleConfig): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(AccountsTokens.Mailer).toResolvedValue(
      (logger: Logger): Mailer =>
        config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom, logger) : new LogMailer(logger, config.nodeEnv !== 'production'),
      [CoreTokens.Logger],
    );
    bind(Built).toResolvedValue(
      (knex: Knex, clock: Clock, logger: Logger, events: EventBus, mailer: Mailer, progress: ProgressReader, history: SessionHistory) =>
        createAccounts({ config, knex, clock, logger, events, mailer, progress, history }),
      [
        CoreTokens.Knex,
        CoreTokens.Clock,
        CoreTokens.Logger,
        CoreTokens.EventBus,
        AccountsTokens.Mailer,
        GamificationTokens.Progress,
        WorkoutsTokens.SessionHistory,
      ],
    );
    bind(AccountsTokens.Facade).toResolvedValue((accounts: Accounts) => accounts.facade, [Built]);
    bind(CoreTokens.Viewers).toResolvedValue((accounts: Accounts) => accounts.facade, [Built]);
    bind(CoreTokens.HttpRoutes).toResolvedValue((accounts: Accounts) => accounts.routes, [Built]);
    bind(CoreTokens.EventSubscribers).toResolvedValue((accounts: Accounts) => accounts.sendResetLink, [Built]);
    bind(CoreTokens.ScheduledJobs).toResolvedValue((accounts: Accounts) => accounts.purgeAnonymousUsers, [Built]);
  });
}
