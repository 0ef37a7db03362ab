import { FormattedMessage, useIntl } from 'react-intl';
import type { QuickContextId } from '../../../../../contracts/workouts/quick-flight';
import type { TrainingPlace } from '../../../../../contracts/workouts/session.schemas';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-field';
import { Icon } from '../../../components/ui/icon';
import { useWorkoutKeptOffline } from '../../../offline/use-workout-kept-offline';
import { TrainingPlaceField, useTrainingPlace } from '../../training-place';
import type { PlayerActor } from '../machines/player.machine';
import { FAILURE_MESSAGES, type QuickWorkout as Designed } from '../machines/quick-flight.machine';
import { useFocusOnMount } from './use-focus-on-mount';
import { WorkoutPlayer } from './workout-player';

export interface QuickWorkoutProps {
  context: QuickContextId;
  quick: Designed;
  player: PlayerActor | undefined;
  /** Mark as Completed is being recorded. */
  recording: boolean;
  /** The last Mark as Completed failed: the error and Try Again are shown. */
  completionFailed: boolean;
  /** Mark as Completed, once the place field reads as a place or as none. */
  onMarkCompleted: (place: TrainingPlace | null) => void;
  onTryAgain: () => void;
  onChooseAnother: () => void;
}

/**
 * The quick workout (spec 2 §2 "Quick Flight Mode"): its display title,
 * total minutes, exercise count and safety notes, the player, where the
 * traveller is training (optional, remembered on the device), and Mark as
 * Completed and Choose Different Context. The title takes focus when the
 * workout appears, so the change is announced.
 */
export function QuickWorkout({
  context,
  quick,
  player,
  recording,
  completionFailed,
  onMarkCompleted,
  onTryAgain,
  onChooseAnother,
}: QuickWorkoutProps) {
  const intl = useIntl();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const { workout, title } = quick;
  const place = useTrainingPlace();
  useWorkoutKeptOffline(workout.blocks);
  const markCompleted = () => {
    const reading = place.confirm();
    if (reading.ok) onMarkCompleted(reading.place);
  };
  return (
    <article className="quick-workout" aria-labelledby="quick-workout-title">
      <header className="quick-workout__header">
        <p className="eyebrow">
          <FormattedMessage
            id="quick-flight.workout.eyebrow"
            values={{ context: intl.formatMessage({ id: `quick-flight.context.${context}.name` }) }}
          />
        </p>
        <h1 id="quick-workout-title" ref={heading} tabIndex={-1} className="quick-workout__title">
          {title}
        </h1>
        <ul className="quick-workout__meta">
          <li data-testid="total-minutes">
            <Icon name="clock" size={18} />
            <FormattedMessage id="quick-flight.workout.minutes" values={{ minutes: workout.total_minutes }} />
          </li>
          <li data-testid="exercise-count">
            <Icon name="bolt" size={18} />
            <FormattedMessage id="quick-flight.workout.exercises" values={{ count: workout.blocks.length }} />
          </li>
        </ul>
      </header>

      {workout.safety_notes.length > 0 ? (
        <aside className="quick-workout__safety" aria-labelledby="quick-safety-title">
          <Icon name="shield" size={22} className="quick-workout__safety-icon" />
          <div>
            <h2 id="quick-safety-title" className="quick-workout__safety-title">
              <FormattedMessage id="quick-flight.workout.safety-title" />
            </h2>
            <ul className="quick-workout__safety-list">
              {workout.safety_notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          </div>
        </aside>
      ) : null}

      {player ? <WorkoutPlayer actor={player} exercises={workout.blocks} /> : null}

      <TrainingPlaceField state={place} disabled={recording || completionFailed} />

      {completionFailed ? (
        <FormAlert>
          <p>
            <FormattedMessage id={FAILURE_MESSAGES.completionFailed} />
          </p>
          <Button variant="secondary" size="sm" onClick={onTryAgain}>
            <FormattedMessage id="quick-flight.error.try-again" />
          </Button>
        </FormAlert>
      ) : null}

      <div className="quick-actions quick-workout__actions">
        <Button size="lg" onClick={markCompleted} disabled={recording || completionFailed} aria-busy={recording || undefined}>
          <FormattedMessage id={recording ? 'quick-flight.workout.recording' : 'quick-flight.workout.mark-completed'} />
        </Button>
        <Button variant="secondary" size="lg" onClick={onChooseAnother} disabled={recording}>
          <FormattedMessage id="quick-flight.workout.choose-another" />
        </Button>
      </div>
    </article>
  );
}
