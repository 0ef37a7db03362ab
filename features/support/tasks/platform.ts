import assert from 'node:assert/strict';
import { ErrorBodySchema } from '../../../contracts';
import type { HttpAnswer } from './http';

/** The product's names for the refusals a program can get, and their HTTP status. */
export const REFUSALS: Record<string, number> = {
  'not found': 404,
  'malformed request': 400,
  'too large': 413,
};

export function assertRefusal(answer: HttpAnswer, kind: string): void {
  const status = REFUSALS[kind];
  if (status === undefined) throw new Error(`Unknown refusal "${kind}": use ${Object.keys(REFUSALS).join(', ')}`);
  assert.equal(answer.status, status, `answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  assert.match(answer.headers.get('content-type') ?? '', /^application\/json/, 'the error is not JSON');
  const body = ErrorBodySchema.safeParse(answer.json);
  assert.ok(body.success, `the error breaks the error format: ${answer.text.slice(0, 200)}`);
  assert.ok(body.data.error.length > 0, 'the error has no message');
  assert.ok(body.data.code && body.data.code.length > 0, 'the error has no code');
}

/** Directives of a Content-Security-Policy header, each with its sources as written. */
export function parseCsp(header: string | null): Map<string, string> {
  const directives = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources.join(' '));
  }
  return directives;
}

export function assertCsp(answer: HttpAnswer, expected: { directive: string; value: string }[]): void {
  const header = answer.headers.get('content-security-policy');
  assert.ok(header, 'the answer has no Content-Security-Policy');
  const csp = parseCsp(header);
  for (const { directive, value } of expected) {
    assert.equal(csp.get(directive), value, `CSP ${directive} is "${csp.get(directive)}" in: ${header}`);
  }
}

/** A block report whose message alone is larger than one megabyte. */
export function oversizedReport(): string {
  return JSON.stringify({
    screenId: 'landing',
    blockId: 'hero',
    type: 'hero',
    v: 1,
    reason: 'render-error',
    message: 'x'.repeat(1_100_000),
  });
}
