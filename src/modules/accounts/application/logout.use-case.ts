import type { Clock } from '../../../shared/kernel';
import { parseBearer } from '../domain/credentials';
import type { SessionRepository } from './ports/session-repository.port';
import type { TokenFactory } from './ports/token-factory.port';

/**
 * `POST /api/auth/logout`: the bearer's session stops working at once.
 * Answers the same whether or not the token was valid (nothing to reveal).
 */
export class LogoutUseCase {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly tokens: TokenFactory,
    private readonly clock: Clock,
  ) {}

  async execute(authorization: string | undefined): Promise<void> {
    const token = authorization ? parseBearer(authorization) : undefined;
    if (token) await this.sessions.revokeByTokenHash(this.tokens.hashOf(token), this.clock.now());
  }
}
