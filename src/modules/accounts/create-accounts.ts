import path from 'node:path';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { contract } from '../../../contracts';
import { mountContract, viewerGuard, type HttpRoutes } from '../../shared/http';
import type { Clock, EventBus, EventSubscriber, RateLimiter, ScheduledJob } from '../../shared/kernel';
import type { ProgressReader } from '../gamification';
import type { SessionHistory } from '../workouts';
import { argon2PasswordHasher } from './adapters/argon2-password-hasher';
import { CryptoTokenFactory } from './adapters/crypto-token-factory';
import { DiskBlobStore } from './adapters/disk-blob-store';
import { KnexAccountsStore } from './adapters/knex-accounts-store';
import { KnexKnownDeviceRepository } from './adapters/knex-known-device-repository';
import { KnexRateLimiter } from './adapters/knex-rate-limiter';
import { SharpAvatarImageProcessor } from './adapters/sharp-avatar-image-processor';
import type { AccountsFacade } from './application/accounts.facade';
import { AccountsFacadeService } from './application/accounts-facade.service';
import { GetProfileUseCase } from './application/get-profile.use-case';
import { IdentifyViewerUseCase } from './application/identify-viewer.use-case';
import { LoginUseCase } from './application/login.use-case';
import { LogoutUseCase } from './application/logout.use-case';
import type { Mailer } from './application/ports/mailer.port';
import type { SubscriptionStandingReader } from './application/ports/subscription-standing.port';
import { PublicUsers } from './application/public-users';
import { rateLimitsOf, type RateLimits } from './application/rate-limits.facade';
import { purgeAnonymousUsers } from './application/purge-anonymous-users.job';
import { ReadAvatarUseCase } from './application/read-avatar.use-case';
import { RegisterAccountUseCase } from './application/register-account.use-case';
import { RequestPasswordResetUseCase } from './application/request-password-reset.use-case';
import { ResetPasswordUseCase } from './application/reset-password.use-case';
import { sendResetLink } from './application/send-reset-link.subscriber';
import { UpdateProfileUseCase } from './application/update-profile.use-case';
import { UploadAvatarUseCase } from './application/upload-avatar.use-case';
import type { PasswordResetRequested } from './domain/password-reset-requested.event';
import { rateLimitRules, type RateLimitOverride } from './domain/rate-limit';
import { createAccountsRouter } from './http/accounts.router';
import { mountAvatarMedia } from './http/avatar-media.routes';

/** The part of the app's configuration accounts reads. */
export interface AccountsConfig {
  nodeEnv: 'development' | 'test' | 'production';
  dataDir: string;
  publicOrigin: string;
  resetTokenInResponse: boolean;
  /** Lowercased e-mails of the users who may open /admin/media. */
  adminEmails: readonly string[];
  /** Anonymous users not seen for this many days are purged (config `ANONYMOUS_RETENTION_DAYS`). */
  anonymousRetentionDays: number;
  /** Test runs only: rate limits replaced by name. */
  rateLimitOverrides?: Readonly<Record<string, RateLimitOverride>> | undefined;
}

export interface AccountsDeps {
  config: AccountsConfig;
  knex: Knex;
  clock: Clock;
  logger: Logger;
  /** Records the module's domain events in the transaction that causes them (published after commit). */
  events: EventBus;
  mailer: Mailer;
  progress: ProgressReader;
  history: SessionHistory;
  /** Whether a traveller is on a trial or Pro: the subscriptions module's entitlements. */
  subscriptions: SubscriptionStandingReader;
}

export interface Accounts {
  facade: AccountsFacade;
  /** The sliding-window limiter, for limits other modules name (the waitlist's). */
  rateLimits: RateLimits;
  routes: HttpRoutes;
  /** Mails a reset link after the answer to request-reset (run by the job queue). */
  sendResetLink: EventSubscriber<PasswordResetRequested>;
  /** The nightly purge of anonymous users without activity. */
  purgeAnonymousUsers: ScheduledJob;
  /** The app's one sliding-window limiter (its table is ours), for every module's limits. */
  limiter: RateLimiter;
}

/**
 * Accounts: anonymous devices, registration, sign-in, sessions, password reset,
 * profiles and avatars. Owns the tables users, auth_sessions,
 * password_reset_tokens, known_devices and rate_limit_hits.
 */
export function createAccounts({ config, knex, clock, logger, events, mailer, progress, history, subscriptions }: AccountsDeps): Accounts {
  const store = new KnexAccountsStore(knex, events);
  const tokens = new CryptoTokenFactory();
  const limiter = new KnexRateLimiter(knex);
  const devices = new KnexKnownDeviceRepository(knex);
  const limits = rateLimitRules(config.rateLimitOverrides);
  const blobs = new DiskBlobStore(path.join(config.dataDir, 'avatars'));
  const publicUsers = new PublicUsers(subscriptions);
  const identify = new IdentifyViewerUseCase(store, tokens, clock, config.adminEmails, limiter, limits);

  const useCases = {
    // Upgrading is registering from a device that must be given: one use case serves both routes.
    register: new RegisterAccountUseCase(store, devices, argon2PasswordHasher, tokens, limiter, limits, clock),
    login: new LoginUseCase(store, devices, argon2PasswordHasher, tokens, limiter, limits, clock, publicUsers),
    logout: new LogoutUseCase(store.sessions, tokens, clock),
    requestReset: new RequestPasswordResetUseCase(store, tokens, limiter, limits, config.resetTokenInResponse, clock),
    resetPassword: new ResetPasswordUseCase(store, argon2PasswordHasher, tokens, limiter, limits, clock),
    getProfile: new GetProfileUseCase(progress, history, publicUsers),
    updateProfile: new UpdateProfileUseCase(store.users, publicUsers),
    uploadAvatar: new UploadAvatarUseCase(
      store.users,
      new SharpAvatarImageProcessor(),
      blobs,
      (err) => logger.warn({ err }, 'could not remove an avatar file'),
      publicUsers,
    ),
    publicUsers,
  };
  const readAvatar = new ReadAvatarUseCase(blobs);

  return {
    facade: new AccountsFacadeService(identify, store.users, publicUsers),
    rateLimits: rateLimitsOf(limiter, limits, clock),
    limiter,
    sendResetLink: sendResetLink(store, tokens, mailer, config.publicOrigin, clock),
    purgeAnonymousUsers: purgeAnonymousUsers(store.users, clock, config.anonymousRetentionDays),
    routes: {
      name: 'accounts',
      mount: (app) => {
        mountAvatarMedia(app, readAvatar);
        mountContract(
          app,
          contract.accounts,
          createAccountsRouter(useCases, viewerGuard({ identify: (claims) => identify.execute(claims) }), config.nodeEnv === 'production'),
        );
      },
    },
  };
}
