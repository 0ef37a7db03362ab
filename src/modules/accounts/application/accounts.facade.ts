import type { User } from '../../../../contracts/accounts';
import type { ViewerDirectory } from '../../../shared/kernel';

/**
 * What other modules may ask of accounts: who is calling (a bearer token, when
 * present, must be valid and wins; otherwise a device id identifies an
 * anonymous user, created on first sight with the spec's defaults), and the
 * public view of a user.
 */
export interface AccountsFacade extends ViewerDirectory {
  /** The public view of a user, or undefined when there is no such user. */
  userById(userId: string): Promise<User | undefined>;
}
