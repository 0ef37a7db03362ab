/** The subscriptions module's only public door: other modules import nothing else. */
export { subscriptionsModule } from './subscriptions.module';
