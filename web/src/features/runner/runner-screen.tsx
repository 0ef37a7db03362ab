import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { Workout } from '../../../../contracts/workouts';
import { RunnerCard } from './runner-card';
import { RunnerHeader } from './runner-header';
import { RunnerHowTo } from './runner-how-to';
import { RunnerList } from './runner-list';
import { isRunnerRunning } from './runner.machine';
import { useRunner } from './use-runner';
import { useWakeLock } from './use-wake-lock';

/**
 * The runner for a stored workout: each part reads what it shows from the
 * machine with `useSelector`, so the seconds ticking redraw the timer alone.
 * The screen is kept awake while the workout runs.
 */
export function RunnerScreen({ workout }: { workout: Workout }) {
  const actor = useRunner(workout);
  useWakeLock(useSelector(actor, isRunnerRunning));
  return (
    <>
      <RunnerHeader actor={actor} title={workout.title} />
      <RunnerCard actor={actor} workout={workout} />
      <RunnerHowTo actor={actor} workout={workout} />
      <RunnerList actor={actor} workout={workout} />
      <p className="runner-page__back">
        <Link to="/free">
          <FormattedMessage id="runner.page.back" />
        </Link>
      </p>
    </>
  );
}
