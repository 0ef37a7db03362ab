import { useIntl } from 'react-intl';
import type { z } from 'zod';
import type { RecentWorkoutSchema } from '../../../../../contracts/gamification/progress.schemas';
import { usePlaceName } from '../workout-words';

export type RecentWorkout = z.infer<typeof RecentWorkoutSchema>;

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/** A traveller's own latest workouts, newest first: name, length, place, city, points and day. Needs `<WorkoutWords>`. */
export function WorkoutList({ workouts }: { workouts: RecentWorkout[] }) {
  const intl = useIntl();
  const placeName = usePlaceName();
  return (
    <ol className="progress-workouts">
      {workouts.map((workout) => (
        <li key={workout.id} className="progress-workouts__item">
          <div className="progress-workouts__main">
            <p className="progress-workouts__name">{workout.name}</p>
            <p className="progress-workouts__meta">
              <span>{intl.formatMessage({ id: 'progress.minutes' }, { count: workout.durationMin })}</span>
              <span>{placeName(workout.context)}</span>
              {workout.city ? <span>{[workout.city, workout.country].filter(Boolean).join(', ')}</span> : null}
              <time dateTime={workout.completedAt}>{intl.formatDate(workout.completedAt, DAY)}</time>
            </p>
          </div>
          <span className="progress-workouts__points">
            {intl.formatMessage({ id: 'progress.workout.points' }, { count: workout.score })}
          </span>
        </li>
      ))}
    </ol>
  );
}
