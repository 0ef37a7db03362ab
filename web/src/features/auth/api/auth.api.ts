import { useMutation } from '@tanstack/react-query';
import type { ZodError } from 'zod';
import {
  LoginBodySchema,
  RegisterBodySchema,
  UpgradeBodySchema,
  type AuthSuccess,
  type LoginBody,
  type RegisterBody,
  type UpgradeBody,
} from '../../../../../contracts/accounts';
import { accountsContract } from '../../../../../contracts/accounts/accounts.contract';
import { createApiClient } from '../../../api/api-client';
import { codeProblem, isAccountErrorCode, validationProblem, type FieldProblems, type Problem } from '../auth-problems';

/**
 * The auth calls of spec 1 §7 and how their answers read to the traveller.
 * Nothing here is cached: these are one-shot commands, so the feature owns
 * no query keys; a success hands the reply to the session. Each call resolves
 * to an outcome (a refusal is one too) and has its mutation hook.
 */
const accounts = createApiClient(accountsContract);

export type Failure = { ok: false; problem: Problem; fields: FieldProblems };
export type AuthOutcome = { ok: true; reply: AuthSuccess } | Failure;

interface RawReply {
  status: number;
  body: unknown;
  headers: Headers;
}

const NETWORK: Failure = { ok: false, problem: { key: 'auth.error.network' }, fields: {} };

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}

/** Spec 1 §8 names no wait; the server's `Retry-After` (seconds) says how long, when it is there. */
function rateLimited(headers: Headers): Problem {
  const seconds = Number(headers.get('retry-after'));
  if (Number.isFinite(seconds) && seconds > 0) {
    return { key: 'auth.error.rate-limited-minutes', values: { minutes: Math.max(1, Math.ceil(seconds / 60)) } };
  }
  return codeProblem('accounts.rate-limited');
}

/** The field issues of a 400 answer (`details: [{ field, message }]`), keyed by the form's field names. */
function serverFields(details: unknown): FieldProblems {
  const fields: FieldProblems = {};
  if (!Array.isArray(details)) return fields;
  for (const issue of details) {
    const name = field(issue, 'field');
    const message = field(issue, 'message');
    if (typeof name === 'string' && typeof message === 'string' && fields[name] === undefined) {
      fields[name] = validationProblem(message);
    }
  }
  return fields;
}

/** A non-success answer as a problem: known codes translated, unknown ones in the server's words. */
export function failureOf(reply: RawReply, fallbackKey: string): Failure {
  const code = field(reply.body, 'code');
  const error = field(reply.body, 'error');
  const fields = reply.status === 400 ? serverFields(field(reply.body, 'details')) : {};
  let problem: Problem;
  if (code === 'accounts.rate-limited' || reply.status === 429) problem = rateLimited(reply.headers);
  else if (isAccountErrorCode(code)) problem = codeProblem(code);
  else if (Object.keys(fields).length > 0) {
    problem = { key: 'auth.validation.summary', values: { count: Object.keys(fields).length } };
  } else if (typeof error === 'string' && error.trim() !== '') problem = { text: error };
  else problem = { key: fallbackKey };
  return { ok: false, problem, fields };
}

/** The first problem of each field of a failed parse, keyed by the top-level field name. */
export function fieldsOf(error: ZodError): FieldProblems {
  const fields: FieldProblems = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? '');
    if (fields[name] === undefined) fields[name] = validationProblem(issue.message, issue.code);
  }
  return fields;
}

export { LoginBodySchema, RegisterBodySchema, UpgradeBodySchema };

export async function login(body: LoginBody): Promise<AuthOutcome> {
  try {
    const reply = await accounts.login({ body });
    if (reply.status === 200) return { ok: true, reply: reply.body };
    return failureOf(reply, 'auth.error.login-failed');
  } catch {
    return NETWORK;
  }
}

export const useLogin = () => useMutation({ mutationFn: login });

export async function register(body: RegisterBody): Promise<AuthOutcome> {
  try {
    const reply = await accounts.register({ body });
    if (reply.status === 201) return { ok: true, reply: reply.body };
    return failureOf(reply, reply.status === 409 ? 'accounts.error.registration-failed' : 'auth.error.registration-failed');
  } catch {
    return NETWORK;
  }
}

export const useRegister = () => useMutation({ mutationFn: register });

export async function upgrade(body: UpgradeBody): Promise<AuthOutcome> {
  try {
    const reply = await accounts.upgrade({ body });
    if (reply.status === 201) return { ok: true, reply: reply.body };
    return failureOf(reply, reply.status === 409 ? 'accounts.error.registration-failed' : 'auth.error.registration-failed');
  } catch {
    return NETWORK;
  }
}

export const useUpgrade = () => useMutation({ mutationFn: upgrade });

/**
 * Request-reset always reads as "link sent" (spec 1 §4, SECURITY.md: no
 * enumeration), whatever the answer or a network failure; only a rate limit
 * is worth telling, since waiting is the one thing the traveller can do.
 * `devResetToken` is set when a development server reveals the token.
 */
export type ResetRequestOutcome = { ok: true; devResetToken?: string } | { ok: false; problem: Problem };

export async function requestReset(email: string): Promise<ResetRequestOutcome> {
  try {
    const reply = await accounts.requestReset({ body: { email } });
    if (reply.status === 200) return { ok: true, devResetToken: reply.body.resetToken };
    if (reply.status === 429) return { ok: false, problem: rateLimited(reply.headers) };
    return { ok: true };
  } catch {
    return { ok: true };
  }
}

export const useRequestReset = () => useMutation({ mutationFn: requestReset });

export type ResetOutcome = { ok: true } | Failure;

export async function resetPassword({ resetToken, newPassword }: { resetToken: string; newPassword: string }): Promise<ResetOutcome> {
  try {
    const reply = await accounts.resetPassword({ body: { resetToken, newPassword } });
    if (reply.status === 200) return { ok: true };
    return failureOf(reply, 'auth.reset.failed');
  } catch {
    return NETWORK;
  }
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
