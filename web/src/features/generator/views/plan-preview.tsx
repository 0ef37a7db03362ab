import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PlayableWorkout } from '../machines/generator-flow.machine';
import type { TrainingPlace } from '../../../../../contracts/workouts/session.schemas';
import { Button } from '../../../components/ui/button';
import { ExerciseDemo } from '../../exercise-demo';
import { TrainingPlaceField, useTrainingPlace } from '../../training-place';
import { planExercises, repsOrTime } from '../plan';
import { useFocusOnMount } from './use-focus-on-mount';

/**
 * The plan preview (spec 2 §2 item 3): title, longevity badge, counts, a card
 * per exercise; where the traveller is training (optional, remembered on the
 * device, recorded with the finished workout); Start Workout, Generate New.
 */
export function PlanPreview({
  plan,
  onStart,
  onGenerateNew,
}: {
  plan: PlayableWorkout;
  /** Start Workout, once the place field reads as a place or as none. */
  onStart: (place: TrainingPlace | null) => void;
  onGenerateNew: () => void;
}) {
  const titleId = useId();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const exercises = planExercises(plan);
  const place = useTrainingPlace();
  const start = () => {
    const reading = place.confirm();
    if (reading.ok) onStart(reading.place);
  };
  return (
    <section className="generator-preview" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className="generator__title" data-testid="plan-title">
        {plan.displayTitle}
      </h2>
      <ul className="generator-preview__facts">
        {plan.longevityBoosting ? (
          <li className="generator-badge">
            <FormattedMessage id="generator.preview.longevity" />
          </li>
        ) : null}
        <li>
          <FormattedMessage id="generator.preview.exercises" values={{ count: exercises.length }} />
        </li>
        <li>
          <FormattedMessage id="generator.preview.minutes" values={{ minutes: plan.durationMinutes }} />
        </li>
        <li>
          <FormattedMessage id={`generator.intensity.${plan.intensity}`} />
        </li>
      </ul>
      <ol className="generator-preview__list">
        {exercises.map((item) => {
          const amount = repsOrTime(item);
          return (
            <li key={item.id} className="generator-preview__card">
              <div className="generator-preview__demo">
                <ExerciseDemo id={item.animationId} gifUrl={item.gifUrl} name={item.name} still />
              </div>
              <div>
                <h3 className="generator-preview__name">{item.name}</h3>
                <p className="generator-preview__amount">
                  <FormattedMessage id="generator.preview.sets" values={{ sets: item.sets || 3 }} />
                  {' × '}
                  <FormattedMessage id={`generator.preview.${amount.kind}`} values={{ value: amount.value }} />
                </p>
              </div>
            </li>
          );
        })}
      </ol>
      <TrainingPlaceField state={place} />
      <div className="generator__actions">
        <Button size="lg" onClick={start}>
          <FormattedMessage id="generator.preview.start" />
        </Button>
        <Button variant="secondary" size="lg" onClick={onGenerateNew}>
          <FormattedMessage id="generator.preview.new" />
        </Button>
      </div>
    </section>
  );
}
