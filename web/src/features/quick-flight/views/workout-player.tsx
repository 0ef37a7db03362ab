import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { WorkoutExercise } from '../../../../../contracts/workouts/workouts.schemas';
import { Button } from '../../../components/ui/button';
import { useWakeLock } from '../../../components/use-wake-lock';
import { AudioControls, samePhaseEnd, useWorkoutAudio, useWorkoutCues } from '../../../components/workout-audio';
import { ExerciseDemo } from '../../exercise-demo';
import {
  isFinished,
  isPlaying,
  playerCounter,
  playerPhaseEnd,
  playerPercent,
  playerSetsDone,
  type PlayerActor,
} from '../machines/player.machine';

/** The timer's text: 45 → "0:45", 60 → "1:00". */
const timerText = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** "2 sets × 8 reps per side", in the page's language (the workout's `reps_or_time` is always English). */
function Prescription({ exercise }: { exercise: WorkoutExercise }) {
  const intl = useIntl();
  const amountId = exercise.unit === 'reps' ? 'quick-flight.player.amount.reps' : 'quick-flight.player.amount.seconds';
  const amount = intl.formatMessage({ id: amountId }, { value: exercise.value });
  const perSide = exercise.perSide ? intl.formatMessage({ id: 'quick-flight.player.amount.per-side' }, { amount }) : amount;
  return (
    <p className="quick-player__prescription">
      <FormattedMessage id="quick-flight.player.prescription" values={{ sets: exercise.sets, amount: perSide }} />
    </p>
  );
}

/**
 * The workout player (spec 2 §2 "Workout player"): exercise N of M, overall
 * progress, the exercise's demo, its numbered instructions, set progress, a
 * rep counter or a timer, Start/Pause and Stop. It draws what the player
 * machine says (`useSelector`), sounds its cues, and keeps the screen on
 * while it plays.
 */
export function WorkoutPlayer({ actor, exercises }: { actor: PlayerActor; exercises: readonly WorkoutExercise[] }) {
  const intl = useIntl();
  const titleId = useId();
  const index = useSelector(actor, (snapshot) => snapshot.context.position.index);
  const set = useSelector(actor, (snapshot) => snapshot.context.position.set);
  const phase = useSelector(actor, (snapshot) => snapshot.context.position.phase);
  const playing = useSelector(actor, isPlaying);
  const finished = useSelector(actor, isFinished);
  const percent = useSelector(actor, playerPercent);
  const setsDone = useSelector(actor, playerSetsDone);
  const counter = useSelector(
    actor,
    (snapshot) => playerCounter(snapshot),
    (a, b) => JSON.stringify(a) === JSON.stringify(b),
  );
  const audio = useWorkoutAudio(playing);
  useWorkoutCues(audio, useSelector(actor, playerPhaseEnd, samePhaseEnd));
  useWakeLock(playing);

  const exercise = exercises[index];
  if (!exercise) return null;

  const start = () => {
    audio.unlock();
    actor.send({ type: 'start' });
  };

  return (
    <section className="quick-player" aria-labelledby={titleId}>
      <h2 className="visually-hidden">
        <FormattedMessage id="quick-flight.player.title" />
      </h2>
      <div className="quick-player__top">
        <span data-testid="exercise-position">
          <FormattedMessage id="quick-flight.player.exercise-of" values={{ number: index + 1, count: exercises.length }} />
        </span>
        <span data-testid="progress-percent">
          <FormattedMessage id="quick-flight.player.progress" values={{ percent }} />
        </span>
      </div>
      <progress
        className="quick-player__progress"
        max={100}
        value={percent}
        aria-label={intl.formatMessage({ id: 'quick-flight.player.progress-label' })}
      />

      <h3 id={titleId} className="quick-player__name" data-testid="exercise-name">
        {exercise.name}
      </h3>
      <Prescription exercise={exercise} />
      <div className="quick-player__demo">
        <ExerciseDemo id={exercise.animationId} gifUrl={exercise.gifUrl} name={exercise.name} still={!playing} />
      </div>

      <div className="quick-player__sets">
        <span data-testid="set-position">
          <FormattedMessage id="quick-flight.player.set-of" values={{ set, sets: exercise.sets }} />
        </span>
        <progress max={exercise.sets} value={setsDone} aria-label={intl.formatMessage({ id: 'quick-flight.player.sets-label' })} />
      </div>

      <div className={`quick-player__counter quick-player__counter--${phase}`}>
        <span className="quick-player__phase">
          <FormattedMessage id={`quick-flight.player.phase.${phase}`} />
        </span>
        {counter.kind === 'reps' ? (
          <p
            className="quick-player__count"
            data-testid="rep-counter"
            aria-label={intl.formatMessage({ id: 'quick-flight.player.reps-label' }, { done: counter.done, target: counter.target })}
          >
            <FormattedMessage id="quick-flight.player.reps" values={{ done: counter.done, target: counter.target }} />
          </p>
        ) : (
          <p
            className="quick-player__count"
            role="timer"
            aria-label={intl.formatMessage({ id: 'quick-flight.player.timer-label' })}
            data-testid="timer"
          >
            {timerText(counter.seconds)}
          </p>
        )}
      </div>

      {finished ? (
        <p className="quick-player__finished" role="status">
          <FormattedMessage id="quick-flight.player.finished" />
        </p>
      ) : (
        <div className="quick-actions quick-actions--row">
          <Button size="lg" onClick={playing ? () => actor.send({ type: 'pause' }) : start}>
            <FormattedMessage id={playing ? 'quick-flight.player.pause' : 'quick-flight.player.start'} />
          </Button>
          <Button variant="secondary" size="lg" onClick={() => actor.send({ type: 'stop' })}>
            <FormattedMessage id="quick-flight.player.stop" />
          </Button>
        </div>
      )}
      <AudioControls audio={audio} />

      {exercise.instructions.length > 0 ? (
        <div className="quick-player__instructions">
          <h4 className="quick-player__subtitle">
            <FormattedMessage id="quick-flight.player.instructions" />
          </h4>
          <ol>
            {exercise.instructions.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}
