/** The usage module's only public door: other modules import nothing else. */
export { usageModule } from './usage.module';
