/**
 * Prints, as markdown, 12 workouts of the local engine that a coach can read
 * (`npm run coach-table`): 3 levels × 4 situations — hotel room strength 30
 * min, airport general fitness 10 min, office strength 20 min, home general
 * fitness 20 min with a band — each with its main-block exercises (sets ×
 * reps or time), the minutes the workout promises and the minutes the free
 * runner's own machine times on a simulated clock, rests included.
 */
import { EXERCISES } from '../src/modules/workouts/data/exercises';
import { catalogueById, toWorkout } from '../src/modules/workouts/application/generated-workout.mapper';
import { toPlannerInput, type PlanRequest } from '../src/modules/workouts/application/plan-request';
import { planWorkout } from '../src/modules/workouts/domain/plan-workout';
import { timeRunnerWorkout } from '../web/src/features/runner/runner-timeline';

const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
const SITUATIONS: readonly Omit<PlanRequest, 'level'>[] = [
  { place: 'hotel_room', goal: 'strength', minutes: 30 },
  { place: 'airport', goal: 'general_fitness', minutes: 10 },
  { place: 'office', goal: 'strength', minutes: 20 },
  { place: 'home', goal: 'general_fitness', minutes: 20, equipment: ['band'] },
];

const catalogue = catalogueById(EXERCISES);
const rows: string[] = [
  '| Level | Place · goal · min | Main block (sets × reps/time) | Promised | Timed |',
  '| --- | --- | --- | --- | --- |',
];
for (const situation of SITUATIONS) {
  for (const level of LEVELS) {
    const input = toPlannerInput({ ...situation, level, seed: 'coach-table' });
    const plan = planWorkout(input, EXERCISES);
    if (!plan.ok) {
      rows.push(`| ${level} | ${situation.place} · ${situation.goal} · ${situation.minutes} | (${plan.code}) | | |`);
      continue;
    }
    const workout = toWorkout(plan.value, catalogue, 'en');
    const main = workout.blocks
      .filter((block) => block.section === 'main')
      .map((block) => `${block.name} ${block.sets}×${block.reps_or_time.replace(' seconds', ' s').replace(' per side', '/side')}`);
    const timed = timeRunnerWorkout(workout) / 60_000;
    rows.push(
      `| ${level} | ${situation.place} · ${situation.goal} · ${situation.minutes} | ${main.join('; ')} | ${workout.total_minutes} | ${timed.toFixed(1)} |`,
    );
  }
}
console.log(rows.join('\n'));
