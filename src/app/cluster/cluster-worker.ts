import '../garbage-collection';
import { startApp } from '../bootstrap';
import { loadConfig } from '../config';
import { reportStartFailure, stopOnSignals } from '../stop-on-signals';
import type { WorkerReady } from './cluster-primary';

/**
 * One worker of `npm run start:cluster`: the whole app (HTTP, job queue) on
 * the port the primary shares, on the database the primary provisioned and
 * migrated (DATABASE_URL set by it), so it does not migrate again. It stops
 * on the signals the primary forwards, as `npm start` does on its own.
 */
async function work(): Promise<void> {
  const app = await startApp(loadConfig(process.env), { database: { migrate: false } });
  stopOnSignals(app);
  const ready: WorkerReady = { kind: 'travelfit.worker-ready', url: app.url };
  process.send?.(ready);
}

work().catch((err: unknown) => {
  reportStartFailure(err);
  process.exit(1);
});
