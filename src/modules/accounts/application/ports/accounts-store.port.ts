import type { EventRecorder, Result } from '../../../../shared/kernel';
import type { ResetTokenRepository } from './reset-token-repository.port';
import type { SessionRepository } from './session-repository.port';
import type { UserRepository } from './user-repository.port';

export interface AccountsRepositories {
  users: UserRepository;
  sessions: SessionRepository;
  resetTokens: ResetTokenRepository;
}

/** The repositories of one transaction, and the events it announces when (and only if) it commits. */
export interface AccountsTransaction extends AccountsRepositories {
  events: EventRecorder;
}

/**
 * The accounts tables, outside or inside one transaction. A transaction whose
 * work answers a failed Result (or throws) is rolled back: bad input never
 * half-writes, and the events it recorded are never delivered.
 */
export interface AccountsStore extends AccountsRepositories {
  transaction<T, Code extends string>(work: (tx: AccountsTransaction) => Promise<Result<T, Code>>): Promise<Result<T, Code>>;
}
