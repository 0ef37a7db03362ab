import { isAppRoute, type AppRouter } from '@ts-rest/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract } from '../index';
import { INVALID_DATE_TIME_MESSAGE, isoDateTime } from './date-time.schema';

/** Strings near an ISO instant: every part drawn from valid and invalid values. */
const nearInstants = fc
  .tuple(
    fc.constantFrom('2026', '1999', '0000', '26', '2024'),
    fc.constantFrom('01', '02', '12', '13', '00'),
    fc.constantFrom('01', '28', '29', '30', '31', '32'),
    fc.constantFrom('T', 't', ' '),
    fc.constantFrom('00:00', '23:59', '24:00', '12:60'),
    fc.constantFrom('', ':00', ':59', ':60'),
    fc.constantFrom('', '.1', '.123', '.123456789', '.'),
    fc.constantFrom('Z', 'z', '', '+02:00', '-0530', '+02', '+2:00', '+14:00'),
  )
  .map(([year, month, day, t, time, seconds, fraction, zone]) => `${year}-${month}-${day}${t}${time}${seconds}${fraction}${zone}`);

describe('isoDateTime', () => {
  it.each([false, true])('accepts and refuses exactly what zod’s own .datetime({ offset: %s }) does, with its message', (offset) => {
    const ours = isoDateTime({ offset });
    const zods = z.string().datetime({ offset });
    fc.assert(
      fc.property(
        fc.oneof(
          nearInstants,
          fc.string(),
          fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
        ),
        (value) => {
          const expected = zods.safeParse(value);
          const actual = ours.safeParse(value);
          expect(actual.success).toBe(expected.success);
          if (!actual.success) expect(actual.error.issues[0]?.message).toBe(INVALID_DATE_TIME_MESSAGE);
        },
      ),
      { numRuns: 3_000 },
    );
  });

  it('is what every contract uses: no schema of a route checks with .datetime(), which builds its pattern on every value', () => {
    const found: string[] = [];
    const walk = (schema: unknown, at: string, seen: Set<unknown>): void => {
      if (!(schema instanceof z.ZodType) || seen.has(schema)) return;
      seen.add(schema);
      if (schema instanceof z.ZodString && schema._def.checks.some((check) => check.kind === 'datetime')) found.push(at);
      for (const [key, value] of Object.entries(schema._def as Record<string, unknown>)) {
        const inner = typeof value === 'function' && key === 'shape' ? (value as () => unknown)() : value;
        for (const child of Array.isArray(inner)
          ? inner
          : inner && typeof inner === 'object' && !(inner instanceof z.ZodType)
            ? Object.values(inner)
            : [inner]) {
          walk(child, `${at}.${key}`, seen);
        }
      }
    };
    const routes = (router: AppRouter, prefix = ''): void => {
      for (const [name, entry] of Object.entries(router)) {
        if (!isAppRoute(entry)) {
          routes(entry, `${prefix}${name}.`);
          continue;
        }
        const seen = new Set<unknown>();
        for (const part of ['body', 'query', 'headers', 'pathParams'] as const)
          walk((entry as Record<string, unknown>)[part], `${prefix}${name} ${part}`, seen);
        for (const [status, schema] of Object.entries(entry.responses)) walk(schema, `${prefix}${name} ${status}`, seen);
      }
    };
    routes(contract);
    expect(found).toEqual([]);
  });
});
