import type { TestProject } from 'vitest/node';
import { startTestPostgres, type TestPostgresInfo } from './test-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's embedded PostgreSQL (see useTestDatabase). */
    travelfitTestPostgres: TestPostgresInfo;
  }
}

/**
 * vitest globalSetup of the `integration` project: one embedded PostgreSQL per
 * run with a migrated, seeded template; each test file clones it
 * (useTestDatabase). Stopped and deleted at the end of the run.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const testPostgres = await startTestPostgres();
  project.provide('travelfitTestPostgres', {
    adminUrl: testPostgres.adminUrl,
    templateDatabase: testPostgres.templateDatabase,
  });
  return async () => {
    await testPostgres.stop();
  };
}
