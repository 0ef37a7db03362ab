import type { Knex } from 'knex';

/**
 * An open database transaction that one module lends another so that both
 * write in one commit (ADR 0033: a session and its score; ADR 0012: an event
 * and the write that makes it true). Application code only passes it along;
 * adapters write through it.
 */
export type UnitOfWork = Knex.Transaction;
