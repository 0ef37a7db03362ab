import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { After, Before, Status } from '@cucumber/cucumber';
import { secretsInTheLog } from './log-canaries';
import { startScenarioApp } from './tasks/app';
import { releaseBrowser } from './tasks/browser';
import type { TravelWorld } from './world';

const WEB_INDEX = path.resolve(import.meta.dirname, '../../web/dist/index.html');
const SCREENSHOTS = path.resolve(import.meta.dirname, '../../reports/screenshots');

Before({ tags: '@ui', name: 'the web app is built' }, function () {
  if (!existsSync(WEB_INDEX)) throw new Error('web/dist is missing: run `npm run build` before @ui scenarios');
});

Before(
  { tags: '@api or @ui', name: 'start the app on a fresh database', timeout: 120_000 },
  async function (this: TravelWorld, { pickle }) {
    // Payments switched off is how the app is configured, so it is chosen before the app starts;
    // @stripe: the app bills with Stripe, on a fake of its API, instead of the local test checkout.
    const tagged = (name: string) => pickle.tags.some((tag) => tag.name === name);
    this.app = await startScenarioApp({ billingOff: tagged('@billing-off'), stripe: tagged('@stripe') });
  },
);

After({ name: 'keep a screenshot of a failed page' }, async function (this: TravelWorld, { result, pickle }) {
  if (result?.status !== Status.FAILED || !this.page || this.page.isClosed()) return;
  await mkdir(SCREENSHOTS, { recursive: true });
  const file = path.join(SCREENSHOTS, `${pickle.name.replace(/[^A-Za-z0-9]+/g, '-').slice(0, 80)}.png`);
  const image = await this.page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
  if (image) this.attach(image, 'image/png');
});

After({ name: 'close the browser context and stop the app', timeout: 30_000 }, async function (this: TravelWorld, { result, pickle }) {
  await releaseBrowser(this);
  await this.app?.stop();
  // What went wrong inside the app (a 500's cause) is in its warnings and errors: shown with the failure (the
  // summary prints only the failed step) and kept in the report, not only in the captured log.
  if (result?.status === Status.FAILED) {
    const problems = (this.app?.logs.lines ?? []).filter((line) => /"level":(40|50|60)/.test(line));
    if (problems.length > 0) {
      const text = `The app's warnings and errors in "${pickle.name}":\n${problems.join('')}`;
      process.stderr.write(`${text}\n`);
      this.attach(text, 'text/plain');
    }
  }
  // SECURITY.md "logs": no secret the scenario handled may be in what the app logged (log-canaries.ts).
  const leaks = secretsInTheLog(this);
  if (leaks.length > 0) throw new Error(`The app logged secrets:\n${leaks.join('\n')}`);
});
