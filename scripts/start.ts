/**
 * `npm start`: builds the web app when needed, then starts the server.
 */
import { buildWebIfStale } from './lib/build-web-if-stale';

buildWebIfStale();
await import('../src/main');
