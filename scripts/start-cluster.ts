/**
 * `npm run start:cluster -- --workers N`: builds the web app when needed, then
 * starts the app in N worker processes on one port (src/cluster.ts).
 */
import { buildWebIfStale } from './lib/build-web-if-stale';

buildWebIfStale();
await import('../src/cluster');
