export * from './progress.schemas';
export { progressContract } from './progress.contract';
