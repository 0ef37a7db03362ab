/** The gamification module's only public door: other modules import nothing else. */
export { gamificationModule } from './gamification.module';
