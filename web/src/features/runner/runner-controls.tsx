import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/ui/button';
import {
  canCompleteWorkout,
  canGoToNextExercise,
  canSkipRest,
  isLastExercise,
  runnerStatus,
  type RunnerActor,
  type RunnerStatus,
} from './runner.machine';

/** The start/pause/resume button for each state (none once the workout has run out or ended). */
const TOGGLES: Record<RunnerStatus, { event: 'start' | 'pause' | 'resume'; label: string } | null> = {
  ready: { event: 'start', label: 'runner.control.start' },
  running: { event: 'pause', label: 'runner.control.pause' },
  paused: { event: 'resume', label: 'runner.control.resume' },
  finished: null,
  completed: null,
  empty: null,
};

/** Start, Pause or Resume; Next Exercise; and, on the last exercise, Complete Workout. */
export function RunnerControls({ actor }: { actor: RunnerActor }) {
  const intl = useIntl();
  // One button starts, pauses and resumes, so the focus stays on it as its label changes.
  const toggle = TOGGLES[useSelector(actor, runnerStatus)];
  const nextOffered = useSelector(actor, canGoToNextExercise);
  const skipRestOffered = useSelector(actor, canSkipRest);
  const lastExercise = useSelector(actor, isLastExercise);
  const completeOffered = useSelector(actor, canCompleteWorkout) && lastExercise;

  // Next Exercise disappears on the last exercise; a keyboard user pressing it lands on Complete Workout.
  const nextRef = useRef<HTMLButtonElement>(null);
  const completeRef = useRef<HTMLButtonElement>(null);
  const focusCompleteAfterNext = useRef(false);
  const goToNextExercise = () => {
    focusCompleteAfterNext.current = document.activeElement === nextRef.current;
    actor.send({ type: 'next' });
  };
  useEffect(() => {
    if (!lastExercise || !focusCompleteAfterNext.current) return;
    focusCompleteAfterNext.current = false;
    completeRef.current?.focus();
  }, [lastExercise]);

  return (
    <div className="runner-controls" role="group" aria-label={intl.formatMessage({ id: 'runner.control.label' })}>
      {toggle ? (
        <Button size="lg" variant="on-dark" className="runner-controls__toggle" onClick={() => actor.send({ type: toggle.event })}>
          <FormattedMessage id={toggle.label} />
        </Button>
      ) : null}
      {skipRestOffered ? (
        <Button size="lg" variant="on-dark" onClick={() => actor.send({ type: 'skipRest' })}>
          <FormattedMessage id="runner.control.skip-rest" />
        </Button>
      ) : null}
      {nextOffered ? (
        <Button ref={nextRef} size="lg" variant="secondary" onClick={goToNextExercise}>
          <FormattedMessage id="runner.control.next" />
        </Button>
      ) : null}
      {completeOffered ? (
        <Button ref={completeRef} size="lg" variant="primary" onClick={() => actor.send({ type: 'complete' })}>
          <FormattedMessage id="runner.control.complete" />
        </Button>
      ) : null}
    </div>
  );
}
