import { initServer } from '@ts-rest/express';
import { contract } from '../../../contracts';
import { errorBody } from '../../shared/http';

const s = initServer();

/** What a client that was told "not ready" should wait before asking again, in seconds. */
const NOT_READY_RETRY_AFTER_S = 1;

/** Liveness answers while the process runs; readiness only while the database answers and we are not draining. */
export function createHealthRouter(isReady: () => Promise<boolean>) {
  return s.router(contract.health, {
    live: async () => ({ status: 200, body: { status: 'ok' } }),
    ready: async ({ res }) => {
      if (await isReady()) return { status: 200, body: { status: 'ok' } };
      res.setHeader('retry-after', String(NOT_READY_RETRY_AFTER_S));
      return { status: 503, body: errorBody('Not ready', 'http.not-ready') };
    },
  });
}
