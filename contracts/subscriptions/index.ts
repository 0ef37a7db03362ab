export * from './subscriptions.schemas';
export * from './subscriptions.errors';
export { subscriptionsContract } from './subscriptions.contract';
export * from './trial-reminder.schemas';
export { trialReminderContract } from './trial-reminder.contract';
