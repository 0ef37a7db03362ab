import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract } from './index';
import { CONTROL_CHARACTERS_MESSAGE, text } from './common/text.schema';

/**
 * Every string a client may send (body, query, headers, path) refuses control
 * characters, whichever route it reaches (issue 9 item 8: a NUL was a 500).
 */

/**
 * Secrets that are hashed, never stored or shown as text: refusing characters
 * in them would only lock out someone whose password already has one
 * (docs/adr/0017-control-characters-refused-at-the-contract.md).
 */
const EXEMPT = new Set([
  'accounts.register body.password',
  'accounts.upgrade body.password',
  'accounts.login body.password',
  'accounts.resetPassword body.newPassword',
]);

const PARTS = ['body', 'query', 'headers', 'pathParams'] as const;

function routesOf(router: AppRouter, prefix = ''): [string, AppRoute][] {
  return Object.entries(router).flatMap(([name, entry]) =>
    isAppRoute(entry) ? [[`${prefix}${name}`, entry] as [string, AppRoute]] : routesOf(entry, `${prefix}${name}.`),
  );
}

/** The string leaves of a request schema, with their place in it. */
function stringLeaves(schema: unknown, at: string, seen = new Set<unknown>()): [string, z.ZodString][] {
  if (!(schema instanceof z.ZodType) || seen.has(schema)) return [];
  seen.add(schema);
  const walk = (inner: unknown, where = at) => stringLeaves(inner, where, seen);
  if (schema instanceof z.ZodString) return [[at, schema]];
  if (schema instanceof z.ZodObject)
    return Object.entries(schema.shape as Record<string, unknown>).flatMap(([key, value]) => walk(value, `${at}.${key}`));
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return walk(schema.unwrap());
  if (schema instanceof z.ZodDefault) return walk(schema._def.innerType);
  if (schema instanceof z.ZodEffects) return walk(schema.innerType());
  if (schema instanceof z.ZodPipeline) return [...walk(schema._def.in), ...walk(schema._def.out)];
  if (schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion)
    return (schema.options as unknown[]).flatMap((option) => walk(option));
  if (schema instanceof z.ZodArray) return walk(schema.element, `${at}[]`);
  if (schema instanceof z.ZodRecord) return [...walk(schema.keySchema, `${at}{key}`), ...walk(schema.valueSchema, `${at}{}`)];
  if (schema instanceof z.ZodTuple) return (schema.items as unknown[]).flatMap((item, index) => walk(item, `${at}[${index}]`));
  if (schema instanceof z.ZodIntersection) return [...walk(schema._def.left), ...walk(schema._def.right)];
  if (schema instanceof z.ZodLazy) return walk(schema.schema);
  return [];
}

const leaves = routesOf(contract).flatMap(([name, route]) =>
  PARTS.flatMap((part) => stringLeaves((route as Partial<Record<(typeof PARTS)[number], unknown>>)[part], `${name} ${part}`)),
);

/** Values a field could otherwise accept, each with a control character put in. */
const PLAIN = ['a', 'abc', 'Maya', 'maya@example.com', 'fc_0123456789abcdef0123456789abcdef', 'hotel room', 'x'.repeat(12)];
const CONTROLS = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085'];
const tainted = PLAIN.flatMap((plain) =>
  CONTROLS.flatMap((control) => [`${plain}${control}`, `${control}${plain}`, `${plain}${control}${plain}`]),
);

describe('control characters in what a client sends', () => {
  it('finds the free-text fields of every contract', () => {
    const places = leaves.map(([place]) => place);
    expect(places).toEqual(
      expect.arrayContaining([
        'accounts.register body.name',
        'accounts.upgrade body.name',
        'accounts.updateProfile body.name',
        'accounts.requestReset body.email',
        'workouts.generateFree body.location',
        'screens.reportBlock body.message',
      ]),
    );
  });

  it('are refused by every string field, passwords aside', () => {
    const accepting = leaves
      .filter(([place]) => !EXEMPT.has(place))
      .flatMap(([place, schema]) =>
        tainted.filter((value) => schema.safeParse(value).success).map((value) => `${place} accepts ${JSON.stringify(value)}`),
      );
    expect(accepting).toEqual([]);
  });

  it('leave the exempt passwords where they are', () => {
    expect([...EXEMPT].filter((place) => !leaves.some(([found]) => found === place))).toEqual([]);
  });
});

describe('text()', () => {
  it('names control characters as the problem', () => {
    const result = text({ trim: true }).min(1).safeParse('Maya\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([CONTROL_CHARACTERS_MESSAGE]);
  });

  it('accepts letters of any language, spaces and emoji', () => {
    for (const value of ['José Müller', 'Zoë 李 أحمد', 'São Paulo', 'Hotel 🏨', 'a\u00a0b']) expect(text().parse(value)).toBe(value);
  });

  it('trims surrounding whitespace, line breaks included, before checking', () => {
    expect(text({ trim: true }).parse('\t Maya \n')).toBe('Maya');
  });

  it('keeps line breaks and tabs only in multiline text', () => {
    expect(text({ multiline: true }).safeParse('line 1\n\tline 2\r\n').success).toBe(true);
    expect(text().safeParse('line 1\nline 2').success).toBe(false);
    expect(text({ multiline: true }).safeParse('line 1\u0000').success).toBe(false);
  });
});
