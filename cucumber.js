import os from 'node:os';
import process from 'node:process';

/**
 * Cucumber runs the feature files under features/ as acceptance tests.
 * Steps are TypeScript, loaded through tsx (`npm run test:features` starts node
 * with `--import tsx`; the `loader` option does not work with tsx).
 *
 * Tags choose how steps run: @api (real HTTP against the app on a cloned
 * embedded database), @ui (the built app in Chromium), @machine (in-process
 * with a simulated clock), @engine (pure planning code in-process: no app, no browser); @stripe with @api bills on Stripe, against a fake of its API. Select with `npm run test:features -- --tags @api`, or run one file with
 * `npm run test:features -- features/accounts/sign-in.feature`.
 *
 * Scenarios are independent (each @api or @ui scenario has its own app and database;
 * an @ui scenario takes a browser context a finished one gave back, cleared:
 * features/support/browser-contexts.ts), so the whole suite runs in parallel worker threads, each
 * worker with its own PostgreSQL and Chromium (features/support/run-resources.ts).
 * A worker takes seconds to load the steps, so a run of files named on the command
 * line stays in this process. CUCUMBER_WORKERS sets how many either way (1: none).
 */
// Paths on the command line replace the default set (Cucumber would otherwise run both).
const pathsGiven = process.argv.slice(2).some((arg) => /\.feature(:\d+)*$/.test(arg) || /^features\//.test(arg));

// A full run is the living documentation product owners read (`npm run docs:features`); a partial one must not replace it.
const reportDir = pathsGiven ? 'reports/cucumber' : 'reports/features';

const workers = Number(process.env.CUCUMBER_WORKERS ?? (pathsGiven ? 1 : Math.min(Math.max(os.availableParallelism(), 2), 4)));

export default {
  paths: pathsGiven ? [] : ['features/**/*.feature'],
  import: ['features/**/*.ts'],
  format: ['progress', 'summary', `message:${reportDir}/messages.ndjson`, `html:${reportDir}/index.html`],
  formatOptions: { snippetInterface: 'async-await' },
  strict: true,
  parallel: workers > 1 ? workers : 0,
};
