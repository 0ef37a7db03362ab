import { accountsContract } from '../../../contracts/accounts/accounts.contract';
import { createApiClient } from '../api/api-client';

const accounts = createApiClient(accountsContract);

/**
 * `POST /api/auth/logout`, sent while the token is still stored so the
 * request rules add it as the bearer. Its answer changes nothing here: the
 * browser forgets the token whatever the server says.
 */
export async function revokeSession(): Promise<void> {
  await accounts.logout();
}
