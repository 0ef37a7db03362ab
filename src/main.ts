import { startApp } from './app/bootstrap';
import { ConfigError, loadConfig } from './app/config';

/**
 * Entry point: `npm start` runs this (after building the web app when needed).
 *
 * SIGTERM (an orchestrator, `docker stop`) shuts down gracefully: /readyz
 * answers 503 while requests are still served for SHUTDOWN_GRACE_MS, then the
 * listener closes and in-flight requests drain. SIGINT (Ctrl+C in a terminal,
 * where nothing routes traffic) and a second signal of either kind skip the
 * grace period.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const app = await startApp(config);
  // libuv reads it once, when its thread pool first starts (before this code runs): see README.
  app.logger.info({ uvThreadpoolSize: Number(process.env.UV_THREADPOOL_SIZE ?? 4) }, 'libuv thread pool');
  console.log(`TravelFit is ready at ${app.url}`);
  let signalled = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      const again = signalled;
      signalled = true;
      app.logger.info({ signal }, again ? 'shutting down now' : 'shutting down');
      const stopped = signal === 'SIGTERM' && !again ? app.shutdown() : app.stop();
      stopped.then(
        () => process.exit(0),
        (err: unknown) => {
          app.logger.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || (err instanceof Error && err.name === 'DatabaseStartError')) {
    console.error(`TravelFit could not start: ${err.message}`);
  } else {
    console.error('TravelFit could not start:', err);
  }
  process.exit(1);
});
