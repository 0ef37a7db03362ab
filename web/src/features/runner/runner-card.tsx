import { shallowEqual, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { Workout, WorkoutExercise } from '../../../../contracts/workouts';
import { ExerciseDemo } from '../exercise-demo';
import { RunnerControls } from './runner-controls';
import type { RunnerPhase } from './runner-progress';
import {
  comingUp,
  currentExercise,
  currentSide,
  remainingSeconds,
  runnerPhase,
  runnerStatus,
  setProgress,
  type RunnerActor,
  type RunnerStatus,
} from './runner.machine';

/** `mm:ss` */
function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** "12 reps per side" in the reader's language, from the prescription's data (`reps_or_time` is English). */
function targetText(intl: IntlShape, block: Pick<WorkoutExercise, 'unit' | 'value' | 'perSide'>): string {
  const amount = intl.formatMessage(
    { id: block.unit === 'seconds' ? 'runner.exercise.seconds' : 'runner.exercise.reps' },
    { value: block.value },
  );
  return block.perSide ? intl.formatMessage({ id: 'runner.exercise.per-side' }, { amount }) : amount;
}

interface Shown {
  status: RunnerStatus;
  phase: RunnerPhase;
  name: string;
  set: { set: number; sets: number } | null;
  side: 1 | 2 | null;
}

/** The line under the timer: what the traveller is waiting for, if anything. */
function stateLine(intl: IntlShape, { status }: Shown): string | null {
  if (status === 'ready') return intl.formatMessage({ id: 'runner.state.ready' });
  if (status === 'paused') return intl.formatMessage({ id: 'runner.state.paused' });
  if (status === 'finished') return intl.formatMessage({ id: 'runner.state.finished' });
  // During a rest the "Next up" line says what comes.
  return null;
}

/** What the polite live region says: only phase, exercise or set changes, never the seconds. */
function announcement(intl: IntlShape, { status, phase, name, set, side }: Shown): string {
  if (status === 'finished') return intl.formatMessage({ id: 'runner.announce.finished' });
  if (!set || status === 'ready') return '';
  const values = { name, set: set.set, sets: set.sets };
  if (side === 2) return intl.formatMessage({ id: 'runner.announce.switch' }, values);
  return intl.formatMessage({ id: phase === 'rest' ? 'runner.announce.rest' : 'runner.announce.work' }, values);
}

/** The time left, the one part that redraws as the seconds go by. */
function RunnerTimer({ actor }: { actor: RunnerActor }) {
  const seconds = useSelector(actor, remainingSeconds);
  return (
    <p className="runner-timer" role="timer">
      <span className="visually-hidden">
        <FormattedMessage id="runner.timer.remaining" />{' '}
      </span>
      <span className="runner-timer__digits">{clock(seconds)}</span>
    </p>
  );
}

/** The exercise on screen: its phase, name, set, timer, target and the controls. */
export function RunnerCard({ actor, workout }: { actor: RunnerActor; workout: Workout }) {
  const intl = useIntl();
  const status = useSelector(actor, runnerStatus);
  const phase = useSelector(actor, runnerPhase);
  const exercise = useSelector(actor, currentExercise, shallowEqual);
  const set = useSelector(actor, setProgress, shallowEqual);
  const next = useSelector(actor, comingUp, shallowEqual);
  const side = useSelector(actor, currentSide);
  const finished = status === 'finished';
  const block = exercise ? workout.blocks[exercise.number - 1] : undefined;
  const resting = phase === 'rest';
  const shown: Shown = { status, phase, name: exercise?.name ?? '', set, side };
  const line = stateLine(intl, shown);

  return (
    <section className={`runner-card${resting ? ' runner-card--rest' : ''}`} aria-labelledby="runner-exercise-name">
      <div className="runner-card__badges">
        {/* Once the last set has run out there is no work or rest left: the badge says so. */}
        <span className={`runner-phase runner-phase--${finished ? 'done' : phase}`}>
          <FormattedMessage id={finished ? 'runner.phase.done' : resting ? 'runner.phase.rest' : 'runner.phase.work'} />
        </span>
        {status === 'running' ? (
          <span className="runner-live">
            <span className="runner-live__dot" aria-hidden="true" />
            <FormattedMessage id="runner.phase.live" />
          </span>
        ) : null}
      </div>
      <h2 id="runner-exercise-name" className="runner-card__name">
        {exercise?.name}
      </h2>
      {set ? (
        <p className="runner-card__set">
          <FormattedMessage id="runner.set" values={{ set: set.set, sets: set.sets }} />
          {side ? (
            <>
              {' · '}
              <FormattedMessage id="runner.side" values={{ side }} />
            </>
          ) : null}
        </p>
      ) : null}
      {block ? (
        <figure className="runner-card__demo" aria-label={intl.formatMessage({ id: 'runner.demo.label' }, { name: block.name })}>
          <ExerciseDemo key={block.animationId} id={block.animationId} gifUrl={block.gifUrl} name={block.name} />
        </figure>
      ) : null}
      <RunnerTimer actor={actor} />
      {block && !resting ? (
        <p className="runner-card__target">{intl.formatMessage({ id: 'runner.exercise.target' }, { amount: targetText(intl, block) })}</p>
      ) : null}
      {line ? <p className="runner-card__state">{line}</p> : null}
      {next ? (
        <p className="runner-card__next">
          <FormattedMessage id="runner.next-up" values={next} />
        </p>
      ) : null}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement(intl, shown)}
      </p>
      <RunnerControls actor={actor} />
    </section>
  );
}
