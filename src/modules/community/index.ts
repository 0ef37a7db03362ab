/** The community module's only public door: other modules import nothing else. */
export { communityModule } from './community.module';
