export * from './analytics.schemas';
export { analyticsContract } from './analytics.contract';
export { ANALYTICS_ERRORS } from './analytics.errors';
