import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contracts';
import type { ViewerGuard } from '../../../shared/http';
import type { CompleteSessionUseCase } from '../application/complete-session.use-case';

const s = initServer();

/**
 * `POST /api/session/complete` (contracts/workouts/session.contract.ts): the
 * caller is a signed-in traveller or a device; a `uid` naming anyone else is
 * refused before anything is recorded (DECISIONS.md "who is who").
 */
export function createSessionsRouter({ completeSession, viewers }: { completeSession: CompleteSessionUseCase; viewers: ViewerGuard }) {
  return s.router(contract.sessions, {
    completeSession: viewers.handleOwn(async ({ viewer, body }) => ({
      status: 200 as const,
      body: await completeSession.execute({ userId: viewer.userId, body }),
    })),
  });
}
