export * from './clock.port';
export * from './result';
export * from './event-bus.port';
export * from './viewer';
export * from './job-queue.port';
export * from './rate-limiter.port';
export * from './unit-of-work';
export { CoreTokens } from './tokens';
export * from './calendar';
