import type { Clock, ScheduledJob } from '../../../shared/kernel';
import type { UserRepository } from './ports/user-repository.port';

const BATCH = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Every night, anonymous users not seen for `retentionDays` are deleted with
 * their progress (ADR 0006): a device that stopped coming back leaves nothing
 * behind. In batches, so no statement holds many locks for long; running it
 * twice deletes nothing more.
 */
export function purgeAnonymousUsers(users: Pick<UserRepository, 'purgeAnonymous'>, clock: Clock, retentionDays: number): ScheduledJob {
  return {
    queue: 'accounts.purge-anonymous-users',
    cron: '17 3 * * *',
    async run() {
      const before = new Date(clock.now().getTime() - retentionDays * DAY_MS);
      while ((await users.purgeAnonymous(before, BATCH)) === BATCH) {
        // More may remain: next batch.
      }
    },
  };
}
