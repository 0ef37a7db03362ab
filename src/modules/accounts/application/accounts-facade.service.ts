import type { User } from '../../../../contracts/accounts';
import { ok, type Result } from '../../../shared/kernel';
import { toPublicUser } from '../domain/user';
import type { AccountsFacade, IdentifyFailure, IdentityClaims, Viewer } from './accounts.facade';
import type { IdentifyViewerUseCase } from './identify-viewer.use-case';
import type { UserRepository } from './ports/user-repository.port';

/** What other modules (usage, screens…) get when they ask accounts who is calling. */
export class AccountsFacadeService implements AccountsFacade {
  constructor(
    private readonly identifyViewer: IdentifyViewerUseCase,
    private readonly users: UserRepository,
  ) {}

  async identify(claims: IdentityClaims): Promise<Result<Viewer, IdentifyFailure>> {
    const identified = await this.identifyViewer.execute(claims);
    return identified.ok ? ok(identified.value.viewer) : identified;
  }

  async userById(userId: string): Promise<User | undefined> {
    const user = await this.users.findById(userId);
    return user ? toPublicUser(user) : undefined;
  }
}
