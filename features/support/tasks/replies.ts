import assert from 'node:assert/strict';
import { ErrorBodySchema } from '../../../contracts';
import type { Traveller } from './cast';
import type { Field } from './fields';
import type { HttpAnswer } from './http';

/** What a traveller is told: the answer's error text or message, and the refusals every capability shares. */

/** The answer's error text, or its message when it is not an error. */
export function saidBy(answer: HttpAnswer): string | undefined {
  const body = answer.json as { error?: unknown; message?: unknown } | undefined;
  if (typeof body?.error === 'string') return body.error;
  if (typeof body?.message === 'string') return body.message;
  return undefined;
}

export function assertTold(answer: HttpAnswer, text: string): void {
  assert.equal(saidBy(answer), text, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  if (answer.status >= 400) {
    assert.ok(answer.status < 500, `the server failed (${answer.status}) instead of refusing`);
    assert.ok(ErrorBodySchema.passthrough().safeParse(answer.json).success, `the refusal breaks the error format: ${answer.text}`);
  }
}

/** A refusal that asks the caller to sign in, in the error format. */
export function assertAskedToSignIn(answer: HttpAnswer): void {
  assert.equal(answer.status, 401, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const body = ErrorBodySchema.safeParse(answer.json);
  assert.ok(body.success && body.data.error.length > 0, `the refusal breaks the error format: ${answer.text.slice(0, 300)}`);
}

interface FieldIssue {
  field: string;
  message: string;
}

function issuesOf(answer: HttpAnswer): FieldIssue[] {
  const details = (answer.json as { details?: unknown } | undefined)?.details;
  return Array.isArray(details) ? (details as FieldIssue[]) : [];
}

/** A validation refusal naming the detail (and saying `message`, when given). */
export function assertRefusedFor(answer: HttpAnswer, detail: Field, message?: string): void {
  assert.equal(answer.status, 400, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const issues = issuesOf(answer);
  const names = (issue: FieldIssue) =>
    issue.field === detail.key || issue.field.endsWith(`.${detail.key}`) || issue.message.includes(`'${detail.key}'`);
  const about = issues.filter(names);
  assert.ok(about.length > 0, `the refusal does not name the ${detail.label} (${detail.key}): ${answer.text.slice(0, 400)}`);
  if (message !== undefined) {
    assert.ok(
      about.some((issue) => issue.message === message),
      `the ${detail.label} was refused with ${JSON.stringify(about.map((issue) => issue.message))}, not "${message}"`,
    );
  }
}

export function assertDeviceRefused(answer: HttpAnswer): void {
  assert.equal(answer.status, 400, `answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  const issues = issuesOf(answer);
  assert.ok(
    issues.some((issue) => /^(uid|x-device-id|deviceId)$/i.test(issue.field)),
    `the refusal does not name the device identifier: ${answer.text.slice(0, 400)}`,
  );
}

/** Nothing of the account appears in the answer: no e-mail, username or id. */
export function assertRevealsNothingOf(answer: HttpAnswer, traveller: Traveller): void {
  const text = answer.text.toLowerCase();
  assert.ok(!text.includes(traveller.email.toLowerCase()), 'the answer shows the e-mail');
  assert.ok(!text.includes(`"${traveller.username.toLowerCase()}"`), 'the answer shows the username');
  for (const id of traveller.profileIdsSeen) assert.ok(!text.includes(id), 'the answer shows the profile id');
}

/** Two answers are the same to whoever reads them: status and body, optionally leaving some fields out. */
export function assertSameAnswers(first: HttpAnswer, second: HttpAnswer, leaveOut: string[] = []): void {
  const view = (answer: HttpAnswer) => {
    const body = { ...(answer.json as Record<string, unknown>) };
    for (const key of leaveOut) delete body[key];
    return { status: answer.status, body, retryAfter: answer.headers.get('retry-after') };
  };
  assert.deepEqual(view(second), view(first));
}
