import type { AccountsFacade } from '../../accounts';
import type { EmailDirectory } from '../application/trial-request';

/** A registered traveller's e-mail, through the accounts facade (the provider's customer record needs it). */
export class AccountsEmailDirectory implements EmailDirectory {
  constructor(private readonly accounts: Pick<AccountsFacade, 'userById'>) {}

  async emailOf(userId: string): Promise<string | null> {
    return (await this.accounts.userById(userId))?.email ?? null;
  }
}
