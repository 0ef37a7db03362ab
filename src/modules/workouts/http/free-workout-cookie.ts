import type { CookieOptions, Request, Response } from 'express';
import { FREE_USED_COOKIE } from '../../../../contracts/workouts';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Whether the request carries the browser's "free workout used" flag (`fc_free_used=1`). */
export function browserUsedFreeWorkout(req: Request): boolean {
  const header = req.headers.cookie ?? '';
  return header.split(';').some((pair) => {
    const [name, ...value] = pair.split('=');
    return name?.trim() === FREE_USED_COOKIE && value.join('=').trim() === '1';
  });
}

/**
 * Marks this browser: HttpOnly (scripts cannot clear it), SameSite=Lax, Secure
 * in production, for a year. Set whenever the server knows the free workout is
 * used, so a browser whose flag was cleared gets it back from the device record.
 */
export function markFreeWorkoutUsed(res: Response, secure: boolean): void {
  const options: CookieOptions = { httpOnly: true, sameSite: 'lax', secure, maxAge: ONE_YEAR_MS, path: '/' };
  res.cookie(FREE_USED_COOKIE, '1', options);
}
