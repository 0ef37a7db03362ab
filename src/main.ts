import { startApp } from './app/bootstrap';
import { ConfigError, loadConfig } from './app/config';

/** Entry point: `npm start` runs this (after building the web app when needed). */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const app = await startApp(config);
  console.log(`TravelFit is ready at ${app.url}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.logger.info({ signal }, 'shutting down');
      app.stop().then(
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
