/** A refused attempt: the caller answers 429 with `Retry-After: retryAfterSeconds`. */
export interface RateLimited {
  ok: false;
  code: 'accounts.rate-limited';
  retryAfterSeconds: number;
}

export const rateLimited = (retryAfterSeconds: number): RateLimited => ({
  ok: false,
  code: 'accounts.rate-limited',
  retryAfterSeconds,
});
