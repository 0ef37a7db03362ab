import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PlanItem } from '../../../../../contracts/workouts/generator.schemas';
import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useToast } from '../../../components/ui/toast';
import { ExerciseDemo } from '../../exercise-demo';
import { AudioControls, samePhaseEnd, useWorkoutCues, type WorkoutAudio } from '../../../components/workout-audio';
import { useMediaSession } from '../device/use-media-session';
import { useWakeLock } from '../../../components/use-wake-lock';
import {
  isWorkoutRunning,
  SET_COUNT,
  setsDoneHere,
  workoutPhaseEnd,
  workoutPercent,
  workoutSecondsLeft,
  type WorkoutActor,
} from '../machines/workout.machine';
import { exerciseTip, tipNumber } from '../plan';
import { announcementFor, toastFor } from '../toasts';
import { timerText } from './timer-text';
import { useFocusOnMount, useScrolledToTopOnMount } from './use-focus-on-mount';

/** Space pauses and resumes, unless a control that Space itself presses has the focus. */
const ownsSpace = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && target.closest('button, a, input, select, textarea, summary, [role="button"]') !== null;

/**
 * The active workout (spec 2 §2 item 5): every element the spec lists, the
 * toasts and polite announcements of phase changes, Space to pause, the
 * screen kept awake and the lock screen's play/pause.
 */
export function ActiveWorkout({
  actor,
  exercises,
  audio,
  onLeave,
}: {
  actor: WorkoutActor;
  exercises: readonly PlanItem[];
  audio: WorkoutAudio;
  onLeave: () => void;
}) {
  const intl = useIntl();
  const toast = useToast();
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const [listShown, setListShown] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const section = useScrolledToTopOnMount<HTMLElement>();

  const index = useSelector(actor, (snapshot) => snapshot.context.session.index);
  const set = useSelector(actor, (snapshot) => snapshot.context.session.set);
  const resting = useSelector(actor, (snapshot) => snapshot.context.session.resting);
  const running = useSelector(actor, isWorkoutRunning);
  const seconds = useSelector(actor, (snapshot) => workoutSecondsLeft(snapshot));
  const percent = useSelector(actor, workoutPercent);
  const setsDone = useSelector(actor, setsDoneHere);
  const doneByExercise = useSelector(actor, (snapshot) => snapshot.context.session.setsDone);
  const exercise = exercises[index];

  useWakeLock(running);
  const pause = useCallback(() => actor.send({ type: 'pause' }), [actor]);
  const resume = useCallback(() => actor.send({ type: 'resume' }), [actor]);
  useMediaSession(exercise ? { title: exercise.name, artist: 'TravelFit', running } : null, resume, pause);

  useWorkoutCues(audio, useSelector(actor, workoutPhaseEnd, samePhaseEnd));

  useEffect(() => {
    const subscription = actor.on('*', (change) => {
      const message = toastFor(change);
      if (message) {
        toast.show({
          title: intl.formatMessage({ id: message.title }, message.values),
          description: message.description ? intl.formatMessage({ id: message.description }, message.values) : undefined,
          tone: change.type === 'workoutCompleted' ? 'success' : 'info',
        });
      }
      const spoken = announcementFor(change, (i) => exercises[i]?.name ?? '');
      setAnnouncement(intl.formatMessage({ id: spoken.title }, spoken.values));
    });
    return () => subscription.unsubscribe();
  }, [actor, toast, intl, exercises]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code !== 'Space' || confirming || ownsSpace(event.target)) return;
      event.preventDefault();
      actor.send({ type: 'toggle' });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [actor, confirming]);

  if (!exercise) {
    return (
      <p className="generator__message" role="alert">
        <FormattedMessage id="generator.active.no-exercise" />
      </p>
    );
  }

  const tipKind = resting ? 'rest' : 'goal';
  return (
    <section ref={section} className="generator-active" aria-labelledby={titleId}>
      <div className="generator-active__top">
        <Button variant="link" size="sm" onClick={() => setConfirming(true)}>
          ← <FormattedMessage id="generator.active.back" />
        </Button>
        <span className="generator-active__percent" data-testid="progress-percent">
          <FormattedMessage id="generator.active.progress" values={{ percent }} />
        </span>
      </div>
      <progress
        className="generator-active__progress"
        max={100}
        value={percent}
        aria-label={intl.formatMessage({ id: 'generator.active.progress-label' })}
      />

      {listShown ? (
        <ExerciseList exercises={exercises} index={index} doneByExercise={doneByExercise} onClose={() => setListShown(false)} />
      ) : (
        <>
          <h2 id={titleId} ref={heading} tabIndex={-1} className="generator-active__name" data-testid="exercise-name">
            {exercise.name}
          </h2>
          <p className="generator-active__position">
            <span data-testid="exercise-position">
              <FormattedMessage id="generator.active.exercise-of" values={{ number: index + 1, count: exercises.length }} />
            </span>
            {' · '}
            <span data-testid="set-position">
              <FormattedMessage id="generator.active.set-of" values={{ set, sets: SET_COUNT }} />
            </span>
          </p>
          <div className="generator-active__timer-row">
            <span className={`generator-phase generator-phase--${resting ? 'rest' : 'work'}`}>
              <FormattedMessage id={resting ? 'generator.active.rest' : 'generator.active.work'} />
            </span>
            {running ? (
              <span className="generator-live" data-testid="live">
                <FormattedMessage id="generator.active.live" />
              </span>
            ) : null}
          </div>
          <p
            className="generator-active__timer"
            role="timer"
            aria-label={intl.formatMessage({ id: 'generator.active.timer-label' })}
            data-testid="timer"
          >
            {timerText(seconds)}
          </p>
          <div className="generator-active__demo">
            <ExerciseDemo id={exercise.animationId} gifUrl={exercise.gifUrl} name={exercise.name} still={!running} />
          </div>
          {/* The set's progress and its button come right under the timer: on a phone they stay on screen with it. */}
          <progress
            className="generator-active__sets"
            max={SET_COUNT}
            value={setsDone}
            aria-label={intl.formatMessage({ id: 'generator.active.sets-label' })}
          />
          <Button size="lg" block disabled={resting} onClick={() => actor.send({ type: 'completeSet' })} data-testid="complete-set">
            {resting ? (
              <FormattedMessage id="generator.active.resting" values={{ seconds }} />
            ) : (
              <FormattedMessage id="generator.active.complete-set" />
            )}
          </Button>
          <div className="generator__actions generator__actions--row">
            <Button variant="secondary" onClick={() => actor.send({ type: running ? 'pause' : 'resume' })}>
              <FormattedMessage id={running ? 'generator.active.pause' : 'generator.active.resume'} />
            </Button>
            <Button variant="secondary" disabled={resting} onClick={() => actor.send({ type: 'resetTimer' })}>
              <FormattedMessage id="generator.active.reset" />
            </Button>
          </div>
          <p className="generator-active__hint">
            <FormattedMessage id="generator.active.space-hint" />
          </p>
          <p className="generator-active__tip">
            <FormattedMessage id={`generator.tip.${tipKind}-${tipNumber(seconds)}`} />
          </p>
          <p className="generator-active__tip">
            <FormattedMessage id={`generator.tip.${exerciseTip(exercise.name)}`} />
          </p>
          {exercise.instructions.length > 0 ? (
            <>
              <h3 className="generator-active__subtitle">
                <FormattedMessage id="generator.active.instructions" />
              </h3>
              <ol className="generator-active__steps">
                {exercise.instructions.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </>
          ) : null}
          <Button variant="ghost" onClick={() => setListShown(true)}>
            <FormattedMessage id="generator.active.show-list" />
          </Button>
        </>
      )}

      <AudioControls audio={audio} />
      <p className="visually-hidden" aria-live="polite" role="status">
        {announcement}
      </p>

      {confirming ? <LeaveDialog onStay={() => setConfirming(false)} onLeave={onLeave} /> : null}
    </section>
  );
}

function ExerciseList({
  exercises,
  index,
  doneByExercise,
  onClose,
}: {
  exercises: readonly PlanItem[];
  index: number;
  doneByExercise: readonly number[];
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <div className="generator-list" aria-labelledby={titleId} role="region">
      <h2 id={titleId} className="generator-active__name">
        <FormattedMessage id="generator.active.list-title" />
      </h2>
      <ol className="generator-list__items">
        {exercises.map((item, i) => (
          <li key={item.id} className="generator-list__item" aria-current={i === index ? 'step' : undefined}>
            <span>{item.name}</span>
            <span className="generator-list__state">
              {i === index ? <FormattedMessage id="generator.active.list-current" /> : null}
              {i !== index && (doneByExercise[i] ?? 0) >= SET_COUNT ? <FormattedMessage id="generator.active.list-done" /> : null}
            </span>
          </li>
        ))}
      </ol>
      <Button variant="secondary" onClick={onClose}>
        <FormattedMessage id="generator.active.hide-list" />
      </Button>
    </div>
  );
}

function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <ModalDialog className="generator-dialog" titleId={titleId} describedBy={bodyId} onClose={onStay}>
      <h2 id={titleId}>
        <FormattedMessage id="generator.active.leave-title" />
      </h2>
      <p id={bodyId}>
        <FormattedMessage id="generator.active.leave-body" />
      </p>
      <div className="generator__actions generator__actions--row">
        <Button variant="secondary" onClick={onStay}>
          <FormattedMessage id="generator.active.leave-cancel" />
        </Button>
        <Button onClick={onLeave}>
          <FormattedMessage id="generator.active.leave-confirm" />
        </Button>
      </div>
    </ModalDialog>
  );
}
