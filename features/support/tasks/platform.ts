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
