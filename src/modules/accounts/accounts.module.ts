import path from 'node:path';
import { ContainerModule } from 'inversify';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { contract } from '../../../contracts';
import type { Config } from '../../app/config';
import { mountContract, type HttpRoutes } from '../../shared/http';
import { CoreTokens, type Clock, type EventBus } from '../../shared/kernel';
import { GamificationTokens, type ProgressReader } from '../gamification';
import { WorkoutsTokens, type SessionHistory } from '../workouts';
import { AccountsTokens, AccountsInternalTokens as T } from './accounts.tokens';
import { Argon2PasswordHasher } from './adapters/argon2-password-hasher';
import { CryptoTokenFactory } from './adapters/crypto-token-factory';
import { DiskBlobStore } from './adapters/disk-blob-store';
import { KnexAccountsStore } from './adapters/knex-accounts-store';
import { KnexRateLimiter } from './adapters/knex-rate-limiter';
import { LogMailer } from './adapters/log-mailer';
import { SharpAvatarImageProcessor } from './adapters/sharp-avatar-image-processor';
import { SmtpMailer } from './adapters/smtp-mailer';
import { AccountsFacadeService } from './application/accounts-facade.service';
import type { AccountsUseCases } from './application/accounts-use-cases';
import { GetProfileUseCase } from './application/get-profile.use-case';
import { GetSessionUserUseCase } from './application/get-session-user.use-case';
import { IdentifyViewerUseCase } from './application/identify-viewer.use-case';
import { LoginUseCase } from './application/login.use-case';
import { LogoutUseCase } from './application/logout.use-case';
import type { AccountsStore } from './application/ports/accounts-store.port';
import type { AvatarImageProcessor } from './application/ports/avatar-image-processor.port';
import type { BlobStore } from './application/ports/blob-store.port';
import type { Mailer } from './application/ports/mailer.port';
import type { PasswordHasher } from './application/ports/password-hasher.port';
import type { RateLimiter } from './application/ports/rate-limiter.port';
import type { TokenFactory } from './application/ports/token-factory.port';
import { ReadAvatarUseCase } from './application/read-avatar.use-case';
import { RegisterAccountUseCase } from './application/register-account.use-case';
import { RequestPasswordResetUseCase } from './application/request-password-reset.use-case';
import { ResetPasswordUseCase } from './application/reset-password.use-case';
import { UpdateProfileUseCase } from './application/update-profile.use-case';
import { UploadAvatarUseCase } from './application/upload-avatar.use-case';
import { rateLimitRules, type RateLimitRules } from './domain/rate-limit';
import { createAccountsRouter } from './http/accounts.router';
import { mountAvatarMedia } from './http/avatar-media.routes';

/**
 * Accounts: anonymous devices, registration, sign-in, sessions, password reset,
 * profiles and avatars. Owns the tables users, auth_sessions,
 * password_reset_tokens and rate_limit_buckets.
 */
export const accountsModule = new ContainerModule(({ bind }) => {
  bind(T.Store).toResolvedValue((knex: Knex, events: EventBus) => new KnexAccountsStore(knex, events), [CoreTokens.Knex, CoreTokens.EventBus]);
  bind(T.PasswordHasher).toConstantValue(new Argon2PasswordHasher());
  bind(T.TokenFactory).toConstantValue(new CryptoTokenFactory());
  bind(T.RateLimiter).toResolvedValue((knex: Knex) => new KnexRateLimiter(knex), [CoreTokens.Knex]);
  bind(T.RateLimits).toResolvedValue((config: Config) => rateLimitRules(config.rateLimitOverrides), [CoreTokens.Config]);
  bind(T.Mailer).toResolvedValue(
    (config: Config, logger: Logger): Mailer =>
      config.smtpUrl
        ? new SmtpMailer(config.smtpUrl, config.mailFrom, logger)
        : new LogMailer(logger, config.nodeEnv !== 'production'),
    [CoreTokens.Config, CoreTokens.Logger],
  );
  bind(T.AvatarBlobs).toResolvedValue((config: Config) => new DiskBlobStore(path.join(config.dataDir, 'avatars')), [CoreTokens.Config]);
  bind(T.AvatarImages).toConstantValue(new SharpAvatarImageProcessor());

  bind(T.IdentifyViewer).toResolvedValue(
    (store: AccountsStore, tokens: TokenFactory, clock: Clock) => new IdentifyViewerUseCase(store, tokens, clock),
    [T.Store, T.TokenFactory, CoreTokens.Clock],
  );
  bind(AccountsTokens.Facade).toResolvedValue(
    (identify: IdentifyViewerUseCase, store: AccountsStore) => new AccountsFacadeService(identify, store.users),
    [T.IdentifyViewer, T.Store],
  );

  bind(T.UseCases).toResolvedValue(
    (
      store: AccountsStore,
      hasher: PasswordHasher,
      tokens: TokenFactory,
      limiter: RateLimiter,
      limits: RateLimitRules,
      mailer: Mailer,
      blobs: BlobStore,
      images: AvatarImageProcessor,
      identify: IdentifyViewerUseCase,
      progress: ProgressReader,
      history: SessionHistory,
      config: Config,
      logger: Logger,
      clock: Clock,
    ): AccountsUseCases => ({
      // Upgrading is registering from a device that must be given: one use case serves both routes.
      register: new RegisterAccountUseCase(store, hasher, tokens, limiter, limits, clock),
      login: new LoginUseCase(store, hasher, tokens, limiter, limits, clock),
      logout: new LogoutUseCase(store.sessions, tokens, clock),
      sessionUser: new GetSessionUserUseCase(identify),
      requestReset: new RequestPasswordResetUseCase(
        store,
        tokens,
        mailer,
        limiter,
        limits,
        { publicOrigin: config.publicOrigin, revealToken: config.resetTokenInResponse },
        clock,
      ),
      resetPassword: new ResetPasswordUseCase(store, hasher, tokens, limiter, limits, clock),
      getProfile: new GetProfileUseCase(identify, progress, history),
      updateProfile: new UpdateProfileUseCase(identify, store.users),
      uploadAvatar: new UploadAvatarUseCase(identify, store.users, images, blobs, (err) =>
        logger.warn({ err }, 'could not remove an avatar file'),
      ),
      readAvatar: new ReadAvatarUseCase(blobs),
    }),
    [
      T.Store,
      T.PasswordHasher,
      T.TokenFactory,
      T.RateLimiter,
      T.RateLimits,
      T.Mailer,
      T.AvatarBlobs,
      T.AvatarImages,
      T.IdentifyViewer,
      GamificationTokens.Progress,
      WorkoutsTokens.SessionHistory,
      CoreTokens.Config,
      CoreTokens.Logger,
      CoreTokens.Clock,
    ],
  );

  bind(CoreTokens.HttpRoutes).toResolvedValue(
    (useCases: AccountsUseCases): HttpRoutes => ({
      name: 'accounts',
      mount: (app) => {
        mountAvatarMedia(app, useCases.readAvatar);
        mountContract(app, contract.accounts, createAccountsRouter(useCases));
      },
    }),
    [T.UseCases],
  );
});
