/** The usage module's only public door: other modules import nothing else. */
export { usageModule } from './usage.module';
export { UsageTokens } from './usage.tokens';
export { createUsage, type Usage, type UsageDeps } from './create-usage';
export type { UsageFacade } from './application/usage.facade';
export type { SubscriptionStatusReader } from './application/ports/subscription-status-reader.port';
