import { initServer } from '@ts-rest/express';
import { contract } from '../../../contracts';
import { errorBody } from '../../shared/http';

const s = initServer();

/** Liveness answers while the process runs; readiness only while the database answers and we are not draining. */
export function createHealthRouter(isReady: () => Promise<boolean>) {
  return s.router(contract.health, {
    live: async () => ({ status: 200, body: { status: 'ok' } }),
    ready: async () =>
      (await isReady()) ? { status: 200, body: { status: 'ok' } } : { status: 503, body: errorBody('Not ready', 'http.not-ready') },
  });
}
