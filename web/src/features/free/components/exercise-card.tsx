import { useIntl, type IntlShape } from 'react-intl';
import { isBodyPart, type WorkoutExercise } from '../../../../../contracts/workouts';
import { ExerciseDemo } from '../../exercise-demo';

/**
 * "3 sets × 12 reps per side" in the reader's language, built from the
 * prescription's data: `reps_or_time` is always English (the runner parses it).
 */
export function prescriptionText(intl: IntlShape, exercise: Pick<WorkoutExercise, 'sets' | 'unit' | 'value' | 'perSide'>): string {
  const amount = intl.formatMessage(
    { id: exercise.unit === 'seconds' ? 'free.exercise.seconds' : 'free.exercise.reps' },
    { value: exercise.value },
  );
  const perSide = exercise.perSide ? intl.formatMessage({ id: 'free.exercise.per-side' }, { amount }) : amount;
  return intl.formatMessage({ id: 'free.exercise.prescription' }, { sets: exercise.sets, amount: perSide });
}

/** One move of the generated workout: demo, name, sets × reps or time, steps and tips. */
export function ExerciseCard({ exercise, number }: { exercise: WorkoutExercise; number: number }) {
  const intl = useIntl();
  const titleId = `exercise-${number}-title`;
  return (
    <li className="exercise-card" aria-labelledby={titleId}>
      <ExerciseDemo id={exercise.animationId} gifUrl={exercise.gifUrl} name={exercise.name} />
      <div className="exercise-card__body">
        <p className="exercise-card__number">{intl.formatMessage({ id: 'free.exercise.number' }, { number })}</p>
        <h3 id={titleId} className="exercise-card__name">
          {exercise.name}
        </h3>
        <p className="exercise-card__prescription">{prescriptionText(intl, exercise)}</p>
        <ul className="exercise-card__tags" aria-label={intl.formatMessage({ id: 'free.exercise.tags-label' })}>
          {isBodyPart(exercise.bodyPart) ? (
            <li className="exercise-card__tag">{intl.formatMessage({ id: `free.body-part.${exercise.bodyPart}` })}</li>
          ) : null}
          <li className="exercise-card__tag">{intl.formatMessage({ id: `free.equipment.${exercise.equipment}` })}</li>
        </ul>
        {exercise.instructions.length > 0 ? (
          <ol className="exercise-card__steps">
            {exercise.instructions.map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        ) : null}
        {exercise.tips ? (
          <p className="exercise-card__tip">
            <strong>{intl.formatMessage({ id: 'free.exercise.tip' })}</strong> {exercise.tips}
          </p>
        ) : null}
      </div>
    </li>
  );
}
