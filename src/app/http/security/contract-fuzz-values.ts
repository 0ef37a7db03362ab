import fc from 'fast-check';
import { z } from 'zod';

/**
 * Values a hostile or careless client sends, as fast-check arbitraries, and
 * near-valid values derived from a route's zod schemas (the zod 3 types our
 * contracts use). zod-fast-check would derive valid values only, and its
 * 0.10 release requires fast-check < 4; what a fuzzer needs is mostly the
 * values a schema refuses, so the builder here stays small: near-valid values
 * to reach the handlers, then mutations and hostile values to break them. The
 * schema itself decides afterwards what is valid (see contract-fuzz-oracle.ts).
 */

/** A number token JSON.stringify writes as is (`1e309`, `-0`): what a client can send but a JS number cannot hold. */
export const rawNumber = (token: string): unknown => (JSON as unknown as { rawJSON(text: string): unknown }).rawJSON(token);

/** An object whose own keys may be `__proto__`, `constructor`, `prototype`, as JSON.parse makes them. */
export function ownObject(entries: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  return object;
}

export const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** Strings that have broken parsers, databases and logs elsewhere. */
export const HOSTILE_TEXT = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  'null',
  'true',
  '[object Object]',
  ...POLLUTION_KEYS,
  '\uD800', // lone high surrogate
  'a\uDC00b', // lone low surrogate
  '\u202Egnp.exe', // right-to-left override
  'مدريد',
  'a\u200Bb', // zero-width space
  '\uFEFF',
  'a\u0000b',
  '\u0000',
  '\u001B[31m',
  'e\u0301\u0301\u0301',
  '🏋️‍♀️',
  '%',
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${7*7}',
  '\\',
  '"',
] as const;

/** Numbers at the edges, as the JSON a client sends. */
const EDGE_NUMBERS = [
  rawNumber('1e309'),
  rawNumber('-1e309'),
  rawNumber('-0'),
  rawNumber('1e-400'),
  rawNumber('9007199254740993'),
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER,
  -1,
  0,
  0.5,
];

const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.constantFrom(...EDGE_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);

export const hostileKey: fc.Arbitrary<string> = fc.oneof(fc.constantFrom(...POLLUTION_KEYS), fc.string({ unit: 'binary', maxLength: 12 }));

/** Any JSON a client could send in place of a field: wrong types, edge numbers, pollution keys, odd text. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileScalar,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.array(fc.tuple(hostileKey, tie('value')), { maxLength: 3 }).map(ownObject),
  ),
})).value;

/**
 * `levels` arrays inside each other (`[[[…]]]`) and objects (`{"a":{"a":…}}`),
 * as JSON text: JSON.stringify itself runs out of stack long before 10,000 levels.
 */
export function deepJson(levels: number, kind: 'arrays' | 'objects'): string {
  return kind === 'arrays' ? `${'['.repeat(levels)}${']'.repeat(levels)}` : `${'{"a":'.repeat(levels - 1)}{}${'}'.repeat(levels - 1)}`;
}

// ---- near-valid values from a zod schema ----

const inner = (schema: z.ZodTypeAny): z.ZodTypeAny =>
  schema instanceof z.ZodEffects ? (schema.innerType() as z.ZodTypeAny) : (schema._def as { innerType: z.ZodTypeAny }).innerType;

/** `^\P{Cc}*$` and its multi-line sibling (contracts/common/text.ts): satisfied by printable text. */
const isControlCharacterRule = (regex: RegExp) => regex.source.includes('\\P{Cc}');

/** Values that satisfy many of our fields (e-mails, places, codes, dates, time zones, durations): tried before generating. */
const CANDIDATES: readonly unknown[] = [
  'fuzz@example.com',
  'Madrid',
  'ES',
  'es',
  'abc',
  '{}',
  'Europe/Madrid',
  '2026-12-01',
  '2026-12-01T08:00:00.000Z',
  'https://example.com/a',
  10,
  20,
  30,
  1,
  2,
  3,
  5,
  8,
];

/** `generated`, or half the time a candidate the whole schema (refinements included) accepts. */
function withCandidates(schema: z.ZodTypeAny, generated: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const fitting = CANDIDATES.filter((candidate) => schema.safeParse(candidate).success);
  return fitting.length > 0 ? fc.oneof(fc.constantFrom(...fitting), generated) : generated;
}

function nearValidString(schema: z.ZodString): fc.Arbitrary<string> {
  const checks = schema._def.checks;
  const min = checks.find((c) => c.kind === 'min')?.value ?? 0;
  const max = Math.min(checks.find((c) => c.kind === 'max')?.value ?? 40, min + 40);
  if (checks.some((c) => c.kind === 'uuid')) return fc.uuid();
  if (checks.some((c) => c.kind === 'email')) return fc.constant('fuzz@example.com');
  const pattern = checks.find((c): c is Extract<typeof c, { kind: 'regex' }> => c.kind === 'regex' && !isControlCharacterRule(c.regex));
  if (pattern) {
    try {
      // The regex's own strings, when fast-check can read the regex (most of ours: ids, codes, dates).
      return fc.stringMatching(new RegExp(pattern.regex.source, pattern.regex.flags.replace('u', '')), { maxLength: max });
    } catch {
      // A lookahead fast-check cannot generate from: printable text still reaches the refinement.
    }
  }
  return fc.string({ unit: 'grapheme-ascii', minLength: min, maxLength: max });
}

function nearValidNumber(schema: z.ZodNumber): fc.Arbitrary<number> {
  const checks = schema._def.checks;
  const min = checks.find((c) => c.kind === 'min')?.value ?? -1000;
  const max = checks.find((c) => c.kind === 'max')?.value ?? 1000;
  if (checks.some((c) => c.kind === 'int')) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  return fc.double({ min, max, noNaN: true });
}

/**
 * Values shaped like what `schema` accepts: each field of the right type and
 * mostly within its bounds, optional fields sometimes left out. Refinements
 * across fields (`end after start`) are not solved: such values are still
 * valid often enough, and invalid ones are welcome too.
 */
export function nearValid(schema: z.ZodTypeAny): fc.Arbitrary<unknown> {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) {
    return fc.option(nearValid(inner(schema)), { nil: undefined, freq: 3 });
  }
  if (schema instanceof z.ZodNullable) return fc.option(nearValid(inner(schema)), { nil: null, freq: 5 });
  if (schema instanceof z.ZodEffects) return withCandidates(schema, nearValid(inner(schema)));
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodTypeAny>;
    return fc
      .record(Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, nearValid(field)])))
      .map((record) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)));
  }
  if (schema instanceof z.ZodArray) {
    const { minLength, maxLength } = schema._def as { minLength: { value: number } | null; maxLength: { value: number } | null };
    const min = minLength?.value ?? 0;
    return fc.array(nearValid(schema.element as z.ZodTypeAny), { minLength: min, maxLength: Math.min(maxLength?.value ?? 3, min + 3) });
  }
  if (schema instanceof z.ZodUnion) return fc.oneof(...(schema.options as z.ZodTypeAny[]).map(nearValid));
  if (schema instanceof z.ZodEnum) return fc.constantFrom(...(schema.options as string[]));
  if (schema instanceof z.ZodLiteral) return fc.constant(schema.value);
  if (schema instanceof z.ZodBoolean) return fc.boolean();
  if (schema instanceof z.ZodNumber) return withCandidates(schema, nearValidNumber(schema));
  if (schema instanceof z.ZodString) return withCandidates(schema, nearValidString(schema));
  return hostileValue;
}

// ---- mutations of a value ----

type Path = readonly (string | number)[];

/** Paths to every object and array inside `value` (the root included), where a mutation may land. */
function containers(value: unknown, path: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [];
  const children = Object.entries(value).flatMap(([key, child]) => containers(child, [...path, Array.isArray(value) ? Number(key) : key]));
  return [path, ...children];
}

/** A copy of `value` with the container at `path` replaced by `change(container)`. */
function changedAt(value: unknown, path: Path, change: (container: unknown) => unknown): unknown {
  if (path.length === 0) return change(value);
  const [head, ...rest] = path;
  if (Array.isArray(value)) return (value as unknown[]).map((item, index) => (index === head ? changedAt(item, rest, change) : item));
  const entries = Object.entries(value as Record<string, unknown>);
  return ownObject(entries.map(([key, item]) => [key, key === head ? changedAt(item, rest, change) : item]));
}

const entriesOf = (container: unknown): [string, unknown][] => Object.entries(container as Record<string, unknown>);

/** One field removed, one field retyped, or one extra field (a pollution key, likely), somewhere inside `value`. */
export function mutated(value: unknown): fc.Arbitrary<unknown> {
  const paths = containers(value);
  if (paths.length === 0) return hostileValue;
  return fc
    .tuple(fc.constantFrom(...paths), fc.nat(), hostileKey, hostileValue, fc.constantFrom('remove', 'retype', 'extra'))
    .map(([path, pick, key, replacement, how]) =>
      changedAt(value, path, (container) => {
        const entries = entriesOf(container);
        const at = entries.length === 0 ? -1 : pick % entries.length;
        if (Array.isArray(container)) {
          const items = container as unknown[];
          if (how === 'extra' || at === -1) return [...items, replacement];
          return how === 'remove' ? items.filter((_, index) => index !== at) : items.map((item, i) => (i === at ? replacement : item));
        }
        if (how === 'extra' || at === -1) return ownObject([...entries, [key, replacement]]);
        if (how === 'remove') return ownObject(entries.filter((_, index) => index !== at));
        return ownObject(entries.map(([name, item], index) => [name, index === at ? replacement : item]));
      }),
    );
}
