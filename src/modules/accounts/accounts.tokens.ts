import type { ServiceIdentifier } from 'inversify';
import type { AccountsFacade } from './application/accounts.facade';
import type { AccountsUseCases } from './application/accounts-use-cases';
import type { IdentifyViewerUseCase } from './application/identify-viewer.use-case';
import type { AccountsStore } from './application/ports/accounts-store.port';
import type { AvatarImageProcessor } from './application/ports/avatar-image-processor.port';
import type { BlobStore } from './application/ports/blob-store.port';
import type { Mailer } from './application/ports/mailer.port';
import type { PasswordHasher } from './application/ports/password-hasher.port';
import type { RateLimiter } from './application/ports/rate-limiter.port';
import type { TokenFactory } from './application/ports/token-factory.port';
import type { RateLimitRules } from './domain/rate-limit';

export const AccountsTokens = {
  /** Public facade: identify a request, read a user. */
  Facade: Symbol.for('accounts.Facade') as ServiceIdentifier<AccountsFacade>,
} as const;

/** The module's own ports and use cases; not exported from index.ts (tests may swap adapters through them). */
export const AccountsInternalTokens = {
  Store: Symbol.for('accounts.Store') as ServiceIdentifier<AccountsStore>,
  PasswordHasher: Symbol.for('accounts.PasswordHasher') as ServiceIdentifier<PasswordHasher>,
  TokenFactory: Symbol.for('accounts.TokenFactory') as ServiceIdentifier<TokenFactory>,
  RateLimiter: Symbol.for('accounts.RateLimiter') as ServiceIdentifier<RateLimiter>,
  RateLimits: Symbol.for('accounts.RateLimits') as ServiceIdentifier<RateLimitRules>,
  Mailer: Symbol.for('accounts.Mailer') as ServiceIdentifier<Mailer>,
  AvatarBlobs: Symbol.for('accounts.AvatarBlobs') as ServiceIdentifier<BlobStore>,
  AvatarImages: Symbol.for('accounts.AvatarImages') as ServiceIdentifier<AvatarImageProcessor>,
  IdentifyViewer: Symbol.for('accounts.IdentifyViewer') as ServiceIdentifier<IdentifyViewerUseCase>,
  UseCases: Symbol.for('accounts.UseCases') as ServiceIdentifier<AccountsUseCases>,
} as const;
