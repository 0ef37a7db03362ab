import type { Knex } from 'knex';
import type { EventBus } from '../../../shared/kernel';
import type { WaitlistStore } from '../application/ports/waitlist-store.port';
import type { GuideRequested } from '../domain/guide-requested.event';

/** `waitlist_entries`, unique on `lower(email)`: a second sign-up is a no-op insert, never an error. */
export class KnexWaitlistStore implements WaitlistStore {
  constructor(
    private readonly knex: Knex,
    private readonly events: EventBus,
  ) {}

  async join(email: string, event: GuideRequested | undefined): Promise<void> {
    await this.knex.transaction(async (trx) => {
      await trx.raw('insert into waitlist_entries (email) values (?) on conflict (lower(email)) do nothing', [email]);
      if (event) await this.events.record(trx, event);
    });
  }
}
