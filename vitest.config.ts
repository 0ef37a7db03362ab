import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * Three projects: `unit` (no I/O, *.test.ts), `integration` (*.int.test.ts on a
 * real embedded PostgreSQL: one server per run, a migrated template, one
 * cloned database per test file) and `web` (components in jsdom).
 */
export default defineConfig({
  test: {
    // vitest's default, one worker fewer than the cores, is a single worker on a 2-core
    // machine; the integration tests spend much of their time waiting on PostgreSQL.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'contracts/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', 'node_modules/**'],
          // See `integration`: the same holds here.
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['src/**/*.int.test.ts'],
          globalSetup: ['src/app/database/testing/global-setup.ts'],
          // Each file's imports are evaluated once per worker, not once per file: most files start the
          // whole app, and loading it again for each was two fifths of this project's CPU. No file here
          // mocks a module, stubs a global or changes the environment (what would leak between files):
          // each test builds its own app, database and clock.
          isolate: false,
          // Generous, so that a machine busy with other work slows these tests down instead of failing them.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        // The service worker's registration exists only in a build (vite-plugin-pwa); jsdom has no service worker.
        resolve: { alias: { 'virtual:pwa-register/react': fileURLToPath(new URL('web/src/testing/pwa-register.ts', import.meta.url)) } },
        test: {
          name: 'web',
          environment: 'jsdom',
          // jsdom set up once per worker instead of once per file; each file still runs in its own VM context.
          pool: 'vmThreads',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/testing/setup.ts'],
          // findBy… waits up to 15 s (web/src/testing/setup.ts); a test may wait more than once.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
