import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { browserUsedFreeWorkout, markFreeWorkoutUsed } from './free-workout-cookie';

const requestWith = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } }) as Request;

describe('the browser’s free-workout flag', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['fc_free_used=1', true],
    ['theme=dark; fc_free_used=1; fc_lang=es', true],
    ['fc_free_used=0', false],
    ['not_fc_free_used=1', false],
  ])('Cookie %j → used %s', (cookie, used) => {
    expect(browserUsedFreeWorkout(requestWith(cookie))).toBe(used);
  });

  it.each([
    [false, false],
    [true, true],
  ])('is set HttpOnly, SameSite=Lax, for a year, on every path; Secure only in production (%s)', (production, secure) => {
    const calls: unknown[][] = [];
    const res = { cookie: (...args: unknown[]) => calls.push(args) } as unknown as Response;
    markFreeWorkoutUsed(res, production);
    expect(calls).toEqual([
      ['fc_free_used', '1', { httpOnly: true, sameSite: 'lax', secure, maxAge: 365 * 24 * 60 * 60 * 1000, path: '/' }],
    ]);
  });
});
