import { newSessionTimes } from '../domain/session-policy';
import type { SessionRepository } from './ports/session-repository.port';
import type { TokenFactory } from './ports/token-factory.port';

/** Opens a session for the user and answers its token; only the token's hash is stored. */
export async function startSession(
  sessions: SessionRepository,
  tokens: TokenFactory,
  userId: string,
  now: Date,
  userAgent: string | undefined,
): Promise<string> {
  const { token, hash } = tokens.issue();
  await sessions.create({ userId, tokenHash: hash, ...newSessionTimes(now), userAgent: userAgent?.slice(0, 512) });
  return token;
}
