import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Workout } from '../../../../contracts/workouts';
import { RunnerCard } from './runner-card';
import { RunnerHeader } from './runner-header';
import { RunnerHowTo } from './runner-how-to';
import { RunnerList } from './runner-list';
import { isRunnerRunning, runnerPhaseEnd, runnerStatus, type RunnerActor } from './runner.machine';
import { useWorkoutKeptOffline } from '../../offline/use-workout-kept-offline';
import { useRunner } from './use-runner';
import { useWakeLock } from '../../components/use-wake-lock';
import { AudioControls, samePhaseEnd, useWorkoutAudio, useWorkoutCues } from '../../components/workout-audio';

/**
 * The runner for a stored workout: each part reads what it shows from the
 * machine with `useSelector`, so the seconds ticking redraw the timer alone.
 * The screen is kept awake while the workout runs.
 */
export function RunnerScreen({ workout }: { workout: Workout }) {
  const intl = useIntl();
  const actor = useRunner(workout);
  useWorkoutKeptOffline(workout.blocks);
  useWakeLock(useSelector(actor, isRunnerRunning));
  useSpaceToggles(actor);
  const status = useSelector(actor, runnerStatus);
  // Spec 2 §5: leaving an active workout asks confirmation (started and not yet run out; it stays saved, paused).
  const active = status === 'running' || status === 'paused';
  // The generator's sound (issue 11): music while active, count beeps, cues and vibration while running.
  const audio = useWorkoutAudio(active);
  useWorkoutCues(audio, useSelector(actor, runnerPhaseEnd, samePhaseEnd));
  return (
    <>
      <RunnerHeader actor={actor} title={workout.title} />
      <RunnerCard actor={actor} workout={workout} />
      <AudioControls audio={audio} />
      <RunnerHowTo actor={actor} workout={workout} />
      <RunnerList actor={actor} workout={workout} />
      <p className="runner-page__back">
        <Link
          to="/free"
          onClick={(event) => {
            if (active && !window.confirm(intl.formatMessage({ id: 'runner.leave.confirm' }))) event.preventDefault();
          }}
        >
          <FormattedMessage id="runner.page.back" />
        </Link>
      </p>
    </>
  );
}

/** Elements where Space already means something (press a button, type, choose): the runner leaves those alone. */
const SPACE_TAKEN = 'button, a, input, select, textarea, summary, [role="button"], [contenteditable="true"]';

/**
 * Space starts, pauses or resumes the workout. The page only forwards the key
 * as `toggle`; the machine decides what it means in its current state.
 */
function useSpaceToggles(actor: RunnerActor): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code !== 'Space' && event.key !== ' ') return;
      if (event.repeat || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target instanceof Element && event.target.closest(SPACE_TAKEN)) return;
      event.preventDefault(); // not a page scroll
      actor.send({ type: 'toggle' });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [actor]);
}
