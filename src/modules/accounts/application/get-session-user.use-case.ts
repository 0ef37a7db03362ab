import type { User } from '../../../../contracts/accounts';
import { fail, ok, type Result } from '../../../shared/kernel';
import { toPublicUser } from '../domain/user';
import type { IdentifyViewerUseCase } from './identify-viewer.use-case';

/**
 * `GET /api/auth/profile`: the signed-in user. Only a live bearer session
 * counts here; a device id alone is not a sign-in.
 */
export class GetSessionUserUseCase {
  constructor(private readonly identifyViewer: IdentifyViewerUseCase) {}

  async execute(authorization: string | undefined): Promise<Result<User, 'accounts.authentication-required'>> {
    if (!authorization?.trim()) return fail('accounts.authentication-required');
    const identified = await this.identifyViewer.execute({ authorization });
    if (!identified.ok) return fail('accounts.authentication-required');
    return ok(toPublicUser(identified.value.user));
  }
}
