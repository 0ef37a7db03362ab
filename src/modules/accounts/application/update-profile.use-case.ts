import type { ProfilePatch, User } from '../../../../contracts/accounts';
import { fail, ok, type Result } from '../../../shared/kernel';
import { toPublicUser } from '../domain/user';
import type { UserRepository } from './ports/user-repository.port';

/**
 * `PATCH /api/profile` (bearer or device id): changes only the listed profile
 * fields (the contract refuses any other); `null` clears an optional number.
 */
export class UpdateProfileUseCase {
  constructor(private readonly users: UserRepository) {}

  async execute(userId: string, patch: ProfilePatch): Promise<Result<User, 'accounts.update-failed'>> {
    const updated = await this.users.updateProfile(userId, patch);
    return updated ? ok(toPublicUser(updated)) : fail('accounts.update-failed');
  }
}
