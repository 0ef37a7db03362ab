export * from './clock.port';
export * from './result';
export * from './event-bus.port';
export * from './viewer';
export { InProcessEventBus } from './in-process-event-bus';
export { CoreTokens } from './tokens';
