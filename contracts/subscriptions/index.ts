export * from './subscriptions.schemas';
export * from './subscriptions.errors';
export { subscriptionsContract } from './subscriptions.contract';
