/**
 * `npm run docs:features`: the living documentation for product owners. Every
 * feature, rule and scenario with the result of the last full run, in
 * Cucumber's own HTML report: reports/features/index.html.
 *
 * A full Cucumber run (`npm test`, or `npm run test:features` with no paths)
 * writes the report and its messages; this script rebuilds the page from those
 * messages. Before any full run it makes a dry run, so the page lists every
 * scenario, none of them run yet.
 */
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { CucumberHtmlStream } from '@cucumber/html-formatter';
import { NdjsonToMessageStream } from '@cucumber/message-streams';
import { runCommand, LIVE } from './lib/run-command';

const root = path.resolve(import.meta.dirname, '..');
const dir = path.join(root, 'reports', 'features');
const messages = path.join(dir, 'messages.ndjson');
const page = path.join(dir, 'index.html');

if (existsSync(messages)) {
  await pipeline(createReadStream(messages), new NdjsonToMessageStream(), new CucumberHtmlStream(), createWriteStream(page));
  console.log(`Living documentation, from the last full run's messages: ${path.relative(root, page)}`);
} else {
  const run = await runCommand('npm', ['run', '--silent', 'test:features', '--', '--dry-run'], { echo: LIVE });
  if (run.code !== 0) process.exit(run.code);
  console.log(`No full run yet: ${path.relative(root, page)} lists every scenario, not run.`);
}
