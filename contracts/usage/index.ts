export * from './usage.schemas';
export * from './usage.errors';
export { usageContract } from './usage.contract';
