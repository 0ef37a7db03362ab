import type { RunningApp } from './bootstrap';

/**
 * SIGTERM (an orchestrator, `docker stop`, a cluster's primary) shuts down
 * gracefully: /readyz answers 503 while requests are still served for
 * SHUTDOWN_GRACE_MS, then the listener closes and in-flight requests drain.
 * SIGINT (Ctrl+C in a terminal, where nothing routes traffic) and a second
 * signal of either kind skip the grace period. The process exits when stopped.
 */
export function stopOnSignals(app: RunningApp): void {
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

/** How the entry points report a failure to start: a configuration or database problem in one line, anything else with its stack. */
export function reportStartFailure(err: unknown): void {
  if (err instanceof Error && (err.name === 'ConfigError' || err.name === 'DatabaseStartError')) {
    console.error(`TravelFit could not start: ${err.message}`);
  } else {
    console.error('TravelFit could not start:', err);
  }
}
