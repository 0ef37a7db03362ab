import { fail, type Failure } from '../../../shared/kernel';

/** A refused attempt: the edge answers 429 with `Retry-After: details.retryAfterSeconds`. */
export type RateLimited = Failure<'accounts.rate-limited', { retryAfterSeconds: number }>;

export const rateLimited = (retryAfterSeconds: number): RateLimited => fail('accounts.rate-limited', { retryAfterSeconds });
