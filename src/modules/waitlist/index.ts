/** The waitlist module's only public door: other modules import nothing else. */
export { waitlistModule } from './waitlist.module';
export { createWaitlist, type Waitlist, type WaitlistDeps } from './create-waitlist';
export { GUIDE_REQUESTED, type GuideRequested } from './domain/guide-requested.event';
