import type { User } from '../../../../contracts/accounts';
import { isRegistered, NO_SUBSCRIPTION, toPublicUser, type UserRecord } from '../domain/user';
import type { SubscriptionStandingReader } from './ports/subscription-standing.port';

/** The public view of a user with their subscription's standing now: every answer of accounts that carries a user goes through it. */
export class PublicUsers {
  constructor(private readonly subscriptions: SubscriptionStandingReader) {}

  async of(user: UserRecord): Promise<User> {
    // Only a registered account can start a trial: an anonymous device is not asked about.
    const standing = isRegistered(user.accountType) ? await this.subscriptions.standingOf(user.id) : NO_SUBSCRIPTION;
    return toPublicUser(user, standing);
  }
}
