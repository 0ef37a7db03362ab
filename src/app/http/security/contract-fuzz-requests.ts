import querystring from 'node:querystring';
import { isZodType, type AppRoute } from '@ts-rest/core';
import fc from 'fast-check';
import type { z } from 'zod';
import { closedValues, SAFE_BODIES, SAFE_QUERIES, SAMPLE_PATH_PARAMS, type NamedRoute } from '../../../../scripts/lib/contract-routes';
import { CAPABILITIES_HEADER, formatCapabilities, fullCapabilities } from '../../../../contracts/sdui';
import { deepJson, HOSTILE_TEXT, hostileValue, mutated, nearValid, ownObject } from './contract-fuzz-values';

/** One request to a route, as sent: path parameters before encoding, the raw query string, headers, the body's text. */
export interface FuzzRequest {
  params: Record<string, string>;
  /** Without the `?`; sent as is. */
  query: string;
  headers: Record<string, string>;
  body?: { type: string; text: string };
}

/**
 * Who the fuzzer may be besides a stranger, and what exists: a registered
 * traveller's token and device id, and real ids for path parameters by route
 * name, so near-valid requests get past "who are you" and "not found" into
 * the handlers.
 */
export interface Known {
  tokens: string[];
  deviceIds: string[];
  pathValues: Record<string, Record<string, string[]>>;
}

/** `JSON_BODY_LIMIT` ('1mb') in bytes: express.json refuses a longer body with 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/**
 * Node refuses a request line and headers beyond 16 KiB with a bare 431, before
 * the app: long texts stay below it, 2 KiB wherever the random requests put
 * them (a request may hold several), 6 KiB where a fixed request puts one.
 */
const LONG_TEXT = 'x'.repeat(2 * 1024);
const LONGER_TEXT = 'x'.repeat(6 * 1024);

const shapeOf = (schema: unknown): Record<string, z.ZodTypeAny> =>
  (schema as { shape?: Record<string, z.ZodTypeAny> } | undefined)?.shape ?? {};
const hasBody = (route: AppRoute) => route.method !== 'GET';
const bodySchema = (route: AppRoute): z.ZodTypeAny | undefined => {
  const body = (route as { body?: unknown }).body;
  return isZodType(body) ? body : undefined;
};

/** Half the time the part as the route expects it, else a hostile one: enough valid requests reach the handler. */
const either = <T>(valid: fc.Arbitrary<T>, hostile: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: valid, weight: 1 }, { arbitrary: hostile, weight: 1 });

// ---- path parameters ----

/** Lone surrogates replaced, as a UTF-8 encoder does (encodeURIComponent throws on them instead). */
const wellFormed = (text: string) => text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** What a path parameter may hold and still reach the route: not empty, not a dot segment the URL would resolve away. */
const routable = (value: string) => value !== '' && value !== '.' && value !== '..';

const hostileSegment: fc.Arbitrary<string> = fc
  .oneof(fc.constantFrom(...HOSTILE_TEXT, LONG_TEXT), fc.string({ unit: 'binary', maxLength: 20 }))
  .map(wellFormed)
  .filter(routable);

function paramsOf({ name, route }: NamedRoute, known: Known): fc.Arbitrary<Record<string, string>> {
  const shape = shapeOf(route.pathParams);
  return fc.record(
    Object.fromEntries(
      Object.keys(shape).map((param) => {
        const values = closedValues(shape[param]) ?? known.pathValues[name]?.[param] ?? SAMPLE_PATH_PARAMS[name]?.[param];
        const valid = values ? fc.constantFrom(...values) : nearValid(shape[param]!).map(String).filter(routable);
        return [param, either(valid, hostileSegment)];
      }),
    ),
  );
}

// ---- query ----

/** A query value as a client writes it: arrays repeat the key, objects and raw numbers are their JSON. */
function queryPairs(key: string, value: unknown): [string, string][] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((item) => queryPairs(key, item));
  if (typeof value === 'string') return [[key, value]];
  return [[key, JSON.stringify(value)]];
}

const encode = (text: string) => encodeURIComponent(wellFormed(text));

function queryString(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return `q=${encode(JSON.stringify(value) ?? '')}`;
  return Object.entries(value)
    .flatMap(([key, item]) => queryPairs(key, item))
    .map(([key, item]) => `${encode(key)}=${encode(item)}`)
    .join('&');
}

/** Query text no encoder makes: bad escapes, repeated and empty keys, pollution keys, bracket syntax. */
const RAW_QUERY_JUNK = ['%E0%A4%A', '%', '%%', '&&', '=', '==', 'a=1&a=2', '__proto__=x', 'constructor=x&prototype=y', 'a[b][c]=1', 'uid'];

function queryOf({ name, route }: NamedRoute): fc.Arbitrary<string> {
  const schema = route.query;
  const safe = SAFE_QUERIES[name];
  const nearValidQuery = isZodType(schema) ? nearValid(schema) : fc.constant({});
  const valid = safe === undefined ? nearValidQuery.map(queryString) : fc.constantFrom(safe, '');
  const hostile = fc.oneof(
    nearValidQuery.chain(mutated).map(queryString),
    fc.tuple(valid, fc.constantFrom(...RAW_QUERY_JUNK)).map(([query, junk]) => [query, junk].filter(Boolean).join('&')),
  );
  return either(valid, hostile);
}

// ---- headers ----

const printable = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 40 });
const hex = (length: number) => fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: length, maxLength: length });

const SHORT_HOSTILE_HEADER_VALUES = [
  '',
  'Bearer',
  'Bearer ',
  'Basic dXNlcjpwYXNz',
  'NaN',
  '__proto__',
  'fc_',
  `fc_${'g'.repeat(32)}`,
  'caf\u00e9',
];

const orKnown = (values: string[], unknown: fc.Arbitrary<string>) =>
  values.length > 0 ? fc.oneof(fc.constantFrom(...values), unknown) : unknown;

/** Well-formed values: someone real (known), or someone nobody knows. */
const validHeaders = (known: Known): Record<string, fc.Arbitrary<string>> => ({
  authorization: orKnown(known.tokens, hex(64)).map((token) => `Bearer ${token}`),
  'x-device-id': orKnown(
    known.deviceIds,
    hex(32).map((id) => `fc_${id}`),
  ),
  [CAPABILITIES_HEADER]: fc.constant(formatCapabilities(fullCapabilities())),
});

/** Header values as the server reads them: the transport trims surrounding spaces. */
const trimmedValues = (headers: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).flatMap(([key, value]) => (value === undefined ? [] : [[key, value.trim()]])));

function headersOf({ route }: NamedRoute, known: Known): fc.Arbitrary<Record<string, string>> {
  const keys = Object.keys(shapeOf(route.headers));
  const valids = validHeaders(known);
  // The long value only in the contract's own headers: with every header long, Node's 16 KiB limit would answer first.
  const shortHostile = fc.oneof(fc.constantFrom(...SHORT_HOSTILE_HEADER_VALUES), printable);
  const hostileHeader = fc.oneof(shortHostile, fc.constant(`Bearer ${LONG_TEXT}`));
  const valid = fc.record(Object.fromEntries(keys.map((key) => [key, fc.option(valids[key] ?? printable, { nil: undefined })])));
  const hostile = fc.record({
    ...Object.fromEntries(keys.map((key) => [key, fc.option(hostileHeader, { nil: undefined })])),
    ['__proto__']: fc.option(shortHostile, { nil: undefined }),
    constructor: fc.option(shortHostile, { nil: undefined }),
    // Headers the app reads outside the contract: its cookies (language, known device, free-workout flag) and the language.
    cookie: fc.option(
      fc
        .tuple(hostileHeader, hostileHeader, hostileHeader)
        .map(([lang, device, free]) => `fc_lang=${lang}; fc_known_device=${device}; fc_free_used=${free}`),
      { nil: undefined },
    ),
    'accept-language': fc.option(shortHostile, { nil: undefined }),
  });
  return either(valid, hostile).map(trimmedValues);
}

// ---- body ----

const json = (value: unknown) => ({ type: 'application/json', text: JSON.stringify(value) ?? 'null' });

const MALFORMED_JSON = [
  '{',
  '{"a":',
  '[1,]',
  "{'a':1}",
  '{"a":1}}',
  'nul',
  '"unterminated',
  '{"a":NaN}',
  '{"a":1e309',
  '\u0000',
  '\uFEFF{}',
];
const OTHER_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
];

/** The near-valid bodies of a route: its safe sample (scripts/lib/contract-routes.ts) or ones derived from its schema. */
function baseBodies({ name, route }: NamedRoute): fc.Arbitrary<unknown> {
  const schema = bodySchema(route);
  const derived = schema ? nearValid(schema) : fc.constant({});
  return name in SAFE_BODIES ? fc.oneof(fc.constant(SAFE_BODIES[name]), derived) : derived;
}

/** A multipart body in parts: `--boundary`, headers, content, as a file picker would send and as nobody should. */
const part = (boundary: string, name: string, content: string, file = true) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? '; filename="me.png"\r\nContent-Type: image/png' : ''}\r\n\r\n${content}\r\n`;

/** Uploads (the avatar) read multipart themselves: broken framing, missing boundaries, bytes that are not a picture, many parts. */
const hostileMultipart: fc.Arbitrary<FuzzRequest['body']> = fc.oneof(
  fc.constant({ type: 'multipart/form-data', text: part('b', 'avatar', 'x') }),
  fc.constant({ type: 'multipart/form-data; boundary=b', text: '' }),
  fc.constant({ type: 'multipart/form-data; boundary=b', text: part('b', 'avatar', '\u0089PNG\r\n\u001a\n').slice(0, -20) }),
  fc.constant({ type: 'multipart/form-data; boundary=b', text: `${part('b', '__proto__', '{"polluted":"yes"}', false)}--b--\r\n` }),
  fc.constant({ type: 'multipart/form-data; boundary=b', text: `${part('b', 'avatar', 'x').repeat(2000)}--b--\r\n` }),
  fc.constant({
    type: `multipart/form-data; boundary=${'b'.repeat(200)}`,
    text: `${part('b'.repeat(200), 'avatar', 'x')}--${'b'.repeat(200)}--\r\n`,
  }),
  fc.tuple(fc.constantFrom('avatar', 'file', ''), fc.string({ unit: 'binary', maxLength: 200 })).map(([name, bytes]) => ({
    type: 'multipart/form-data; boundary=b',
    text: `${part('b', name, bytes)}--b--\r\n`,
  })),
);

function bodyOf(named: NamedRoute): fc.Arbitrary<FuzzRequest['body']> {
  if (!hasBody(named.route)) return fc.constant(undefined);
  if ((named.route as { contentType?: string }).contentType === 'multipart/form-data') {
    return fc.oneof({ arbitrary: hostileMultipart, weight: 3 }, { arbitrary: baseBodies(named).map(json), weight: 1 });
  }
  const base = baseBodies(named);
  return fc.oneof(
    { arbitrary: base.map(json), weight: 3 },
    { arbitrary: base.chain(mutated).map(json), weight: 4 },
    { arbitrary: hostileValue.map(json), weight: 1 },
    { arbitrary: fc.constantFrom(...MALFORMED_JSON).map((text) => ({ type: 'application/json', text })), weight: 1 },
    {
      arbitrary: fc.tuple(base, fc.constantFrom(...OTHER_TYPES)).map(([value, type]) => ({ type, text: JSON.stringify(value) ?? '' })),
      weight: 1,
    },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
}

/** Requests to one route: every part near-valid or hostile, independently. */
export function fuzzRequests(named: NamedRoute, known: Known): fc.Arbitrary<FuzzRequest> {
  return fc.record({ params: paramsOf(named, known), query: queryOf(named), headers: headersOf(named, known), body: bodyOf(named) });
}

/**
 * Requests every route gets, whatever the random ones do: a string of about
 * 1 MB in a body (within the limit) and one beyond the limit, 10,000 levels of
 * arrays and of objects, pollution keys at the top of a body and in the query,
 * and a 6 KiB path parameter, query value and bearer token.
 */
export function fixedRequests(named: NamedRoute, known: Known, seed: number): FuzzRequest[] {
  const [valid] = fc.sample(fuzzRequests(named, known), { seed, numRuns: 1 });
  const plain: FuzzRequest = { ...valid!, query: SAFE_QUERIES[named.name] ?? '', headers: {}, body: undefined };
  const params = Object.fromEntries(Object.keys(plain.params).map((param) => [param, LONGER_TEXT]));
  const requests: FuzzRequest[] = [
    { ...plain, query: `${plain.query}&__proto__=x&constructor=y&q=${LONGER_TEXT}` },
    { ...plain, headers: { authorization: `Bearer ${LONGER_TEXT}` } },
    ...(Object.keys(params).length > 0 ? [{ ...plain, params }] : []),
  ];
  if (!hasBody(named.route)) return requests;
  const [base] = fc.sample(baseBodies(named), { seed, numRuns: 1 });
  const withText = (length: number) => {
    const entries = typeof base === 'object' && base !== null && !Array.isArray(base) ? Object.entries(base) : [];
    const at = Math.max(
      0,
      entries.findIndex(([, value]) => typeof value === 'string'),
    );
    const field = entries[at]?.[0] ?? 'text';
    return json({ ...Object.fromEntries(entries), [field]: 'x'.repeat(length) });
  };
  return [
    ...requests,
    { ...plain, body: withText(BODY_LIMIT_BYTES - 64 * 1024) },
    { ...plain, body: withText(BODY_LIMIT_BYTES + 1) },
    { ...plain, body: { type: 'application/json', text: deepJson(10_000, 'arrays') } },
    { ...plain, body: { type: 'application/json', text: deepJson(10_000, 'objects') } },
    {
      ...plain,
      body: json(
        ownObject([
          ['__proto__', { polluted: 'yes' }],
          ['constructor', { prototype: { polluted: 'yes' } }],
        ]),
      ),
    },
    {
      ...plain,
      body: json(ownObject([...Object.entries(base ?? {}), ['__proto__', { polluted: 'yes' }], ['prototype', { polluted: 'yes' }]])),
    },
  ];
}

/** The query as the app reads it (Express's "simple" parser is Node's querystring). */
export const parsedQuery = (query: string) => querystring.parse(query);
