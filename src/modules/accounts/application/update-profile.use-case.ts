import type { ProfilePatch, User } from '../../../../contracts/accounts';
import { fail, ok, type Result } from '../../../shared/kernel';
import { toPublicUser } from '../domain/user';
import type { IdentifyFailure, IdentityClaims } from './accounts.facade';
import type { IdentifyViewerUseCase } from './identify-viewer.use-case';
import type { UserRepository } from './ports/user-repository.port';

/**
 * `PATCH /api/profile` (bearer or device id): changes only the listed profile
 * fields (the contract refuses any other); `null` clears an optional number.
 */
export class UpdateProfileUseCase {
  constructor(
    private readonly identifyViewer: IdentifyViewerUseCase,
    private readonly users: UserRepository,
  ) {}

  async execute(claims: IdentityClaims, patch: ProfilePatch): Promise<Result<User, IdentifyFailure | 'accounts.update-failed'>> {
    const identified = await this.identifyViewer.execute(claims);
    if (!identified.ok) return identified;
    const updated = await this.users.updateProfile(identified.value.user.id, patch);
    return updated ? ok(toPublicUser(updated)) : fail('accounts.update-failed');
  }
}
