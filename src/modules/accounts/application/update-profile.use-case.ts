import type { ProfilePatch, User } from '../../../../contracts/accounts';
import { fail, ok, type Result } from '../../../shared/kernel';
import type { UserRepository } from './ports/user-repository.port';
import type { PublicUsers } from './public-users';

/**
 * `PATCH /api/profile` (bearer or device id): changes only the listed profile
 * fields (the contract refuses any other); `null` clears an optional number.
 */
export class UpdateProfileUseCase {
  constructor(
    private readonly users: UserRepository,
    private readonly publicUsers: PublicUsers,
  ) {}

  async execute(userId: string, patch: ProfilePatch): Promise<Result<User, 'accounts.update-failed'>> {
    const updated = await this.users.updateProfile(userId, patch);
    return updated ? ok(await this.publicUsers.of(updated)) : fail('accounts.update-failed');
  }
}
