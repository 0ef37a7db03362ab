import './app/garbage-collection';
import { startApp } from './app/bootstrap';
import { loadConfig } from './app/config';
import { reportStartFailure, stopOnSignals } from './app/stop-on-signals';

/**
 * Entry point: `npm start` runs this (after building the web app when needed);
 * `npm run start:cluster` runs several of it instead (src/cluster.ts).
 * Signals: see `stopOnSignals`.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const app = await startApp(config);
  // libuv reads it once, when its thread pool first starts (before this code runs): see README.
  app.logger.info({ uvThreadpoolSize: Number(process.env.UV_THREADPOOL_SIZE ?? 4) }, 'libuv thread pool');
  console.log(`TravelFit is ready at ${app.url}`);
  stopOnSignals(app);
}

main().catch((err: unknown) => {
  reportStartFailure(err);
  process.exit(1);
});
