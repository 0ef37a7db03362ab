/** The workouts module's only public door: other modules import nothing else. */
export { workoutsModule } from './workouts.module';
