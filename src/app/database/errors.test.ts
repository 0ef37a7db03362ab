import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    ['a broken pipe', withCode('write EPIPE', 'EPIPE')],
    ['an unresolvable host', withCode('getaddrinfo ENOTFOUND db', 'ENOTFOUND')],
    ['a connect timeout', new Error('timeout exceeded when trying to connect')],
    ['a client-side query timeout', new Error('Query read timeout')],
    ['a connection terminated under a query', new Error('Connection terminated unexpectedly')],
    ['a connection that ended', new Error('Connection ended unexpectedly')],
    [
      'a pool acquire timeout',
      Object.assign(new Error('Knex: Timeout acquiring a connection. The pool is probably full.'), { name: 'KnexTimeoutError' }),
    ],
    ['a statement timeout', withCode('canceling statement due to statement timeout', '57014')],
    ['an administrator shutdown', withCode('terminating connection due to administrator command', '57P01')],
    ['a crash of another backend', withCode('terminating connection because of crash of another server process', '57P02')],
    ['a server that cannot take connections now', withCode('the database system is shutting down', '57P03')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    ['an error wrapping one of these', new Error('select 1 - failed', { cause: withCode('read ECONNRESET', 'ECONNRESET') })],
    [
      'an aggregate of refused addresses',
      Object.assign(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')]), { code: undefined }),
    ],
  ])('says %s means "database unavailable"', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a serialization failure (retried, not an outage)', withCode('could not serialize access', '40001')],
    ['a programming error', new TypeError('Cannot read properties of undefined')],
    ['a thrown string', 'ECONNRESET'],
  ])('says %s is not', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
