import type { Knex } from 'knex';
import { embeddedConnectionString } from './src/app/database/embedded-postgres';
import { migratorConfig } from './src/app/database/migration-source';

/**
 * For the knex CLI, e.g.
 *   node --import tsx node_modules/knex/bin/cli.js --knexfile knexfile.ts migrate:status
 * The app itself does not read this file: it migrates on start (openDatabase),
 * and `npm run db:migrate` migrates and seeds.
 *
 * DATABASE_URL wins; without it, the embedded server as `npm start` runs it
 * (127.0.0.1:54329, database `travelfit`; EMBEDDED_POSTGRES_PORT changes the
 * port). The embedded server must be running (start the app) for the CLI to reach it.
 *
 * Migrations come from the same static source as the app (STACK.md gotcha 4).
 * Seeds are not knex seed files: they run with `npm run db:migrate`.
 */
const port = process.env.EMBEDDED_POSTGRES_PORT ? Number(process.env.EMBEDDED_POSTGRES_PORT) : undefined;

const config: Knex.Config = {
  client: 'pg',
  connection: process.env.DATABASE_URL || embeddedConnectionString(port),
  migrations: migratorConfig,
};

export default config;
