import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ACCOUNT_ERRORS,
  LoginBodySchema,
  RegisterBodySchema,
  RequestResetBodySchema,
  type AccountErrorCode,
} from '../../../../contracts/accounts';
import en from '../../../../contracts/i18n/en/auth.json';
import es from '../../../../contracts/i18n/es/auth.json';
import { fieldsOf } from './api/auth.api';
import { codeProblem, VALIDATION_MESSAGE_KEYS } from './auth-problems';

const catalogues: Record<string, Record<string, string>> = { en, es };

function messagesOf(schema: z.ZodTypeAny, inputs: unknown[]): string[] {
  return inputs.flatMap((input) => {
    const parsed = schema.safeParse(input);
    return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  });
}

describe('auth messages', () => {
  it('translate every accounts error code, in English as the server says it', () => {
    for (const code of Object.keys(ACCOUNT_ERRORS) as AccountErrorCode[]) {
      const problem = codeProblem(code);
      if (!('key' in problem)) throw new Error(code);
      expect(catalogues.en?.[problem.key], code).toBe(ACCOUNT_ERRORS[code]);
      expect(catalogues.es?.[problem.key], code).toBeTruthy();
    }
  });

  it('translate every rule the forms check, with the English text of the contract', () => {
    const broken = {
      username: ['', 'a'.repeat(21), 'bad name'],
      email: ['', 'maya@', 'a'.repeat(250) + '@x.io'],
      password: ['', '123', 'p'.repeat(129)],
      name: ['', 'n'.repeat(101)],
      age: [Number.NaN, 12.5, 12, 101],
      heightCm: [Number.NaN, 170.5, 99, 251],
      weightKg: [Number.NaN, 29, 301],
    };
    const inputs = Object.entries(broken).flatMap(([name, values]) => values.map((value) => ({ [name]: value })));
    const messages = new Set([
      ...messagesOf(RegisterBodySchema, inputs),
      ...messagesOf(LoginBodySchema, [
        { email: 'maya@example.com', password: '' },
        { email: 'x', password: 'p'.repeat(1025) },
      ]),
      ...messagesOf(RequestResetBodySchema, [{ email: 'no-at-sign' }]),
      'Passwords do not match',
    ]);
    const untranslated = [...messages].filter(
      (m) => !m.startsWith('Required') && !m.startsWith('Invalid enum') && !VALIDATION_MESSAGE_KEYS[m],
    );
    expect(untranslated).toEqual([]);
    for (const message of messages) {
      const key = VALIDATION_MESSAGE_KEYS[message];
      if (!key) continue;
      expect(catalogues.en?.[key], message).toBe(message);
      expect(catalogues.es?.[key], message).toBeTruthy();
    }
  });

  it('point each field at its first broken rule', () => {
    const parsed = RegisterBodySchema.safeParse({ username: '', email: 'maya@', password: '1' });
    if (parsed.success) throw new Error('expected a failure');
    const fields = fieldsOf(parsed.error);
    expect(fields.username).toEqual({ key: 'auth.validation.username-short' });
    expect(fields.email).toEqual({ key: 'auth.validation.email-invalid' });
    expect(fields.password).toEqual({ key: 'auth.validation.password-short' });
  });
});
