/** The app's one limiter (the kernel's port; accounts implements it over `rate_limit_hits` and binds it for every module). */
export type { RateLimiter } from '../../../../shared/kernel';
