import type { Knex } from 'knex';
import type { WorkoutGenerationEntry, WorkoutGenerationLog } from '../application/ports/workout-generation-log.port';

/** `workout_generations`: the input record (spec 2 §3) and the plan served. */
export class KnexWorkoutGenerationLog implements WorkoutGenerationLog {
  constructor(private readonly knex: Knex) {}

  async record(entry: WorkoutGenerationEntry): Promise<string> {
    const [row] = await this.knex('workout_generations')
      .insert({
        user_id: entry.userId,
        minutes: entry.input.minutes,
        level: entry.input.level,
        equipment: entry.input.equipment,
        environment: entry.input.place,
        energy: entry.input.energy,
        stress: entry.stress,
        sleep_hours: entry.input.sleepHours,
        soreness: entry.soreness,
        goal: entry.input.goal,
        is_pro: entry.isPro,
        plan: JSON.stringify(entry.plan),
      })
      .returning<{ id: string }[]>('id');
    if (!row) throw new Error('workout_generations insert returned no id');
    return row.id;
  }

  async discard(id: string): Promise<void> {
    await this.knex('workout_generations').where({ id }).delete();
  }
}
