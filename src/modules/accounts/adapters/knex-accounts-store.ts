import type { Knex } from 'knex';
import type { EventBus, Result } from '../../../shared/kernel';
import type { AccountsRepositories, AccountsStore, AccountsTransaction } from '../application/ports/accounts-store.port';
import { KnexResetTokenRepository } from './knex-reset-token-repository';
import { KnexSessionRepository } from './knex-session-repository';
import { KnexUserRepository } from './knex-user-repository';

/** Carries a failed Result out of knex's transaction callback so the transaction rolls back. */
class Rollback<R> extends Error {
  constructor(readonly result: R) {
    super('rolled back: the work answered a failure');
  }
}

function repositoriesOn(db: Knex | Knex.Transaction): AccountsRepositories {
  return {
    users: new KnexUserRepository(db),
    sessions: new KnexSessionRepository(db),
    resetTokens: new KnexResetTokenRepository(db),
  };
}

/** The accounts tables in PostgreSQL. */
export class KnexAccountsStore implements AccountsStore {
  readonly users;
  readonly sessions;
  readonly resetTokens;

  constructor(
    private readonly knex: Knex,
    private readonly events: EventBus,
  ) {
    ({ users: this.users, sessions: this.sessions, resetTokens: this.resetTokens } = repositoriesOn(knex));
  }

  async transaction<T, Code extends string>(work: (tx: AccountsTransaction) => Promise<Result<T, Code>>): Promise<Result<T, Code>> {
    try {
      return await this.knex.transaction(async (trx) => {
        const events = { record: (event: Parameters<EventBus['record']>[1]) => this.events.record(trx, event) };
        const result = await work({ ...repositoriesOn(trx), events });
        if (!result.ok) throw new Rollback(result);
        return result;
      });
    } catch (error) {
      if (error instanceof Rollback) return error.result as Result<T, Code>;
      throw error;
    }
  }
}
