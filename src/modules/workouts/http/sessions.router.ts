import { initServer } from '@ts-rest/express';
import { contract } from '../../../../contracts';
import { foreignUidIn, problem, problemBody, type ViewerGuard } from '../../../shared/http';
import type { CompleteSessionUseCase } from '../application/complete-session.use-case';

const s = initServer();

/**
 * `POST /api/session/complete` (contracts/workouts/session.contract.ts): the
 * caller is a signed-in traveller or a device; a `uid` naming anyone else is
 * refused before anything is recorded (DECISIONS.md "who is who").
 */
export function createSessionsRouter({ completeSession, viewers }: { completeSession: CompleteSessionUseCase; viewers: ViewerGuard }) {
  return s.router(contract.sessions, {
    completeSession: viewers.handle(async ({ viewer, body, req }) => {
      const foreign = foreignUidIn(req, viewer);
      if (foreign) {
        const code = 'accounts.foreign-uid' as const;
        return problem(403 as const, code, [{ location: foreign, field: 'uid', message: problemBody(code).error }]);
      }
      return { status: 200 as const, body: await completeSession.execute({ userId: viewer.userId, body }) };
    }),
  });
}
