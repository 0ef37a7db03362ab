import { useActorRef } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { Workout, WorkoutExercise } from '../../../../contracts/workouts';
import { useDocumentMeta } from '../../app/document-meta';
import { Button, LinkButton } from '../../components/ui/button';
import { Icon } from '../../components/ui/icon';
import { Container } from '../../components/ui/layout';
import { RunnerMessages } from './runner-messages';
import { runnerMachine, runnerView, type RunnerStatus, type RunnerView } from './runner.machine';
import { clearStoredWorkout, readStoredWorkout } from './stored-workout';
import { useWakeLock } from './use-wake-lock';
import './runner.css';

/** Where Complete Workout lands (spec 1 §2, §4). */
export const COMPLETED_PATH = '/free?completed=true';
/** How often the page redraws the countdown and lets the machine catch up. */
const REFRESH_MS = 250;

/** `mm:ss` */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** The start/pause/resume button for each state (none once the workout has run out or ended). */
const TOGGLES: Record<RunnerStatus, { event: 'start' | 'pause' | 'resume'; label: string } | null> = {
  ready: { event: 'start', label: 'runner.control.start' },
  running: { event: 'pause', label: 'runner.control.pause' },
  paused: { event: 'resume', label: 'runner.control.resume' },
  finished: null,
  completed: null,
  empty: null,
};

const sameView = (a: RunnerView, b: RunnerView): boolean => JSON.stringify(a) === JSON.stringify(b);

/** "12 reps per side" in the reader's language, from the prescription's data (`reps_or_time` is English). */
function targetText(intl: IntlShape, block: Pick<WorkoutExercise, 'unit' | 'value' | 'perSide'>): string {
  const amount = intl.formatMessage({ id: block.unit === 'seconds' ? 'runner.exercise.seconds' : 'runner.exercise.reps' }, { value: block.value });
  return block.perSide ? intl.formatMessage({ id: 'runner.exercise.per-side' }, { amount }) : amount;
}

/** What the polite live region says: only phase, exercise or set changes, never the seconds. */
function announcement(intl: IntlShape, view: RunnerView): string {
  if (view.status === 'finished') return intl.formatMessage({ id: 'runner.announce.finished' });
  if (!view.exercise || !view.set || view.status === 'ready') return '';
  const values = { name: view.exercise.name, set: view.set.set, sets: view.set.sets };
  return intl.formatMessage({ id: view.phase === 'rest' ? 'runner.announce.rest' : 'runner.announce.work' }, values);
}

/**
 * `/runner` (spec 1 §2 "Runner", spec 2 §4 "Free runner"): the stored free
 * workout, timed by the runner machine. The page only draws the machine's
 * view and sends it the traveller's presses; it sends `tick` on its redraw
 * and when the tab shows again, so a throttled or sleeping tab catches up at
 * once. The screen is kept awake while the workout runs.
 */
export default function RunnerPage() {
  return (
    <RunnerMessages>
      <Runner />
    </RunnerMessages>
  );
}

function Runner() {
  const intl = useIntl();
  useDocumentMeta(intl.formatMessage({ id: 'runner.page.document-title' }));
  const [workout] = useState<Workout | null>(readStoredWorkout);
  return (
    <main id="main" tabIndex={-1} className="page runner-page">
      <Container width="narrow" className="runner-page__inner">
        {workout ? <RunnerScreen workout={workout} /> : <NoWorkout />}
      </Container>
    </main>
  );
}

function NoWorkout() {
  return (
    <section className="runner-empty" role="alert">
      <Icon name="alert" size={32} className="runner-empty__icon" />
      <h1 className="runner-empty__title">
        <FormattedMessage id="runner.empty.title" />
      </h1>
      <p>
        <FormattedMessage id="runner.empty.body" />
      </p>
      <LinkButton to="/free" size="lg">
        <FormattedMessage id="runner.page.back" />
      </LinkButton>
    </section>
  );
}

function RunnerScreen({ workout }: { workout: Workout }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const actor = useActorRef(runnerMachine, { input: { workout, now: Date.now } });
  const [view, setView] = useState<RunnerView>(() => runnerView(actor.getSnapshot()));

  const refresh = useCallback(() => {
    const next = runnerView(actor.getSnapshot(), Date.now());
    setView((shown) => (sameView(shown, next) ? shown : next));
  }, [actor]);

  useEffect(() => {
    const subscription = actor.subscribe(refresh);
    return () => subscription.unsubscribe();
  }, [actor, refresh]);

  useEffect(() => {
    const subscription = actor.on('completed', () => {
      clearStoredWorkout();
      void navigate(COMPLETED_PATH);
    });
    return () => subscription.unsubscribe();
  }, [actor, navigate]);

  const running = view.status === 'running';
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      actor.send({ type: 'tick' });
      refresh();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [actor, refresh, running]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState !== 'visible') return;
      actor.send({ type: 'tick' });
      refresh();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [actor, refresh]);

  useWakeLock(running);

  // Next Exercise disappears on the last exercise; a keyboard user pressing it lands on Complete Workout.
  const nextRef = useRef<HTMLButtonElement>(null);
  const completeRef = useRef<HTMLButtonElement>(null);
  const focusCompleteAfterNext = useRef(false);
  const goToNextExercise = () => {
    focusCompleteAfterNext.current = document.activeElement === nextRef.current;
    actor.send({ type: 'next' });
  };
  useEffect(() => {
    if (!view.isLastExercise || !focusCompleteAfterNext.current) return;
    focusCompleteAfterNext.current = false;
    completeRef.current?.focus();
  }, [view.isLastExercise]);

  // One button starts, pauses and resumes, so the focus stays on it as its label changes.
  const toggle = TOGGLES[view.status];

  const exercise = view.exercise;
  const set = view.set;
  const block = exercise ? workout.blocks[exercise.number - 1] : undefined;
  const resting = view.phase === 'rest' && view.status !== 'finished';

  let stateLine: string | null = null;
  if (view.status === 'ready') stateLine = intl.formatMessage({ id: 'runner.state.ready' });
  else if (view.status === 'paused') stateLine = intl.formatMessage({ id: 'runner.state.paused' });
  else if (view.status === 'finished') stateLine = intl.formatMessage({ id: 'runner.state.finished' });
  else if (resting && set) stateLine = intl.formatMessage({ id: 'runner.state.rest' }, { set: set.set, sets: set.sets });

  return (
    <>
      <header className="runner-header">
        <p className="eyebrow">
          <FormattedMessage id="runner.page.eyebrow" />
        </p>
        <h1 className="runner-header__title">{workout.title}</h1>
        {exercise ? (
          <div className="runner-progress">
            <p className="runner-progress__text" id="runner-progress-text">
              <FormattedMessage id="runner.progress.value" values={{ number: exercise.number, count: exercise.count }} />
            </p>
            <div
              className="runner-progress__bar"
              role="progressbar"
              aria-label={intl.formatMessage({ id: 'runner.progress.label' })}
              aria-valuemin={0}
              aria-valuemax={exercise.count}
              aria-valuenow={exercise.number}
              aria-valuetext={intl.formatMessage({ id: 'runner.progress.value' }, { number: exercise.number, count: exercise.count })}
            >
              <span style={{ width: `${(exercise.number / exercise.count) * 100}%` }} />
            </div>
          </div>
        ) : null}
      </header>

      <section className={`runner-card${resting ? ' runner-card--rest' : ''}`} aria-labelledby="runner-exercise-name">
        <div className="runner-card__badges">
          <span className={`runner-phase runner-phase--${resting ? 'rest' : 'work'}`}>
            <FormattedMessage id={resting ? 'runner.phase.rest' : 'runner.phase.work'} />
          </span>
          {running ? (
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
          </p>
        ) : null}
        <p className="runner-timer" role="timer">
          <span className="visually-hidden">
            <FormattedMessage id="runner.timer.remaining" />{' '}
          </span>
          <span className="runner-timer__digits">{clock(view.remainingSeconds)}</span>
        </p>
        {block && !resting ? <p className="runner-card__target">{intl.formatMessage({ id: 'runner.exercise.target' }, { amount: targetText(intl, block) })}</p> : null}
        {stateLine ? <p className="runner-card__state">{stateLine}</p> : null}
        <p className="visually-hidden" aria-live="polite" aria-atomic="true">
          {announcement(intl, view)}
        </p>

        <div className="runner-controls" role="group" aria-label={intl.formatMessage({ id: 'runner.control.label' })}>
          {toggle ? (
            <Button size="lg" variant="on-dark" className="runner-controls__toggle" onClick={() => actor.send({ type: toggle.event })}>
              <FormattedMessage id={toggle.label} />
            </Button>
          ) : null}
          {view.canGoToNextExercise ? (
            <Button ref={nextRef} size="lg" variant="secondary" onClick={goToNextExercise}>
              <FormattedMessage id="runner.control.next" />
            </Button>
          ) : null}
          {view.isLastExercise && view.canCompleteWorkout ? (
            <Button ref={completeRef} size="lg" variant="primary" onClick={() => actor.send({ type: 'complete' })}>
              <FormattedMessage id="runner.control.complete" />
            </Button>
          ) : null}
        </div>
      </section>

      {block && (block.instructions.length > 0 || block.tips) ? (
        <section className="runner-howto" aria-labelledby="runner-howto-title">
          <h2 id="runner-howto-title" className="runner-howto__title">
            <FormattedMessage id="runner.exercise.how-to" />
          </h2>
          {block.instructions.length > 0 ? (
            <ol className="runner-howto__steps">
              {block.instructions.map((step, index) => (
                <li key={index}>{step}</li>
              ))}
            </ol>
          ) : null}
          {block.tips ? (
            <p className="runner-howto__tip">
              <strong>
                <FormattedMessage id="runner.exercise.tip" />
              </strong>{' '}
              {block.tips}
            </p>
          ) : null}
        </section>
      ) : null}

      <section className="runner-list" aria-labelledby="runner-list-title">
        <h2 id="runner-list-title" className="runner-list__title">
          <FormattedMessage id="runner.list.title" />
        </h2>
        <ol className="runner-list__items">
          {workout.blocks.map((item, index) => {
            const number = index + 1;
            const current = exercise?.number === number;
            const done = exercise ? number < exercise.number || (current && view.status === 'finished') : false;
            return (
              <li
                key={`${item.id}-${number}`}
                className={`runner-list__item${current ? ' is-current' : ''}${done ? ' is-done' : ''}`}
                aria-current={current ? 'step' : undefined}
              >
                <span className="runner-list__marker" aria-hidden="true">
                  {done ? <Icon name="check" size={16} /> : number}
                </span>
                <span className="runner-list__name">{item.name}</span>
                {done ? (
                  <span className="visually-hidden">
                    {' '}
                    <FormattedMessage id="runner.list.done" />
                  </span>
                ) : current ? (
                  <span className="visually-hidden">
                    {' '}
                    <FormattedMessage id="runner.list.current" />
                  </span>
                ) : null}
              </li>
            );
          })}
        </ol>
      </section>

      <p className="runner-page__back">
        <Link to="/free">
          <FormattedMessage id="runner.page.back" />
        </Link>
      </p>
    </>
  );
}
