import type { User } from '../../../../contracts/accounts';
import { ok, type IdentifyFailure, type IdentityClaims, type Result, type Viewer } from '../../../shared/kernel';
import type { AccountsFacade } from './accounts.facade';
import type { IdentifyViewerUseCase } from './identify-viewer.use-case';
import type { UserRepository } from './ports/user-repository.port';
import type { PublicUsers } from './public-users';

/** What other modules (usage, screens…) get when they ask accounts who is calling. */
export class AccountsFacadeService implements AccountsFacade {
  constructor(
    private readonly identifyViewer: IdentifyViewerUseCase,
    private readonly users: UserRepository,
    private readonly publicUsers: PublicUsers,
  ) {}

  async identify(claims: IdentityClaims): Promise<Result<Viewer, IdentifyFailure>> {
    const identified = await this.identifyViewer.execute(claims);
    if (!identified.ok) return identified;
    const { user: _user, ...viewer } = identified.value;
    return ok(viewer);
  }

  async userById(userId: string): Promise<User | undefined> {
    const user = await this.users.findById(userId);
    return user ? this.publicUsers.of(user) : undefined;
  }
}
