import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Workout, WorkoutExercise } from '../../../../../contracts/workouts';
import { Button, LinkButton } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import { ExerciseCard } from './exercise-card';

interface Group {
  name: string;
  /** Exercises with their 1-based number in the whole workout. */
  exercises: { exercise: WorkoutExercise; number: number }[];
}

/** Consecutive moves of the same block (warm-up, main blocks, cool-down) under one heading. */
function groupsOf(blocks: readonly WorkoutExercise[]): Group[] {
  const groups: Group[] = [];
  blocks.forEach((exercise, index) => {
    const last = groups.at(-1);
    const name = exercise.group || exercise.section;
    if (last && last.name === name) last.exercises.push({ exercise, number: index + 1 });
    else groups.push({ name, exercises: [{ exercise, number: index + 1 }] });
  });
  return groups;
}

/**
 * One bar for both buttons, last in the section and sticky to the bottom of
 * the screen: it stays in reach while the traveller reads the cards.
 */
function Actions({ onStart }: { onStart: () => void }) {
  return (
    <div className="workout-result__actions">
      <Button size="lg" onClick={onStart}>
        <FormattedMessage id="free.result.start" />
        <Icon name="arrow-right" size={20} className="btn__arrow" />
      </Button>
      <LinkButton to="/subscribe" variant="secondary" size="lg">
        <FormattedMessage id="free.trial.button" />
      </LinkButton>
    </div>
  );
}

/**
 * The generated workout (spec 1 §2): its title, the exercise cards, Start
 * Workout (→ /runner) and the start-trial button (→ /subscribe). The title
 * takes focus when the result appears, so the change is announced.
 */
export function WorkoutResult({ workout, onStart }: { workout: Workout; onStart: () => void }) {
  const intl = useIntl();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The wizard's Generate button sat low on the page: show the result from its top, then announce its title.
    document.getElementById('main')?.scrollIntoView({ block: 'start', behavior: 'instant' });
    titleRef.current?.focus({ preventScroll: true });
  }, []);
  const groups = groupsOf(workout.blocks);

  return (
    <section className="workout-result" aria-labelledby="free-workout-title">
      <header className="workout-result__header">
        <p className="eyebrow">
          <FormattedMessage id="free.result.eyebrow" />
        </p>
        <h1 id="free-workout-title" ref={titleRef} tabIndex={-1} className="workout-result__title">
          {workout.title}
        </h1>
        <ul className="workout-result__meta">
          <li>
            <Icon name="clock" size={18} />
            <FormattedMessage id="free.result.minutes" values={{ minutes: workout.total_minutes }} />
          </li>
          <li>
            <Icon name="bolt" size={18} />
            <FormattedMessage id="free.result.exercises" values={{ count: workout.blocks.length }} />
          </li>
          {workout.longevityBoosting ? (
            <li className="workout-result__longevity">
              <Icon name="heart" size={18} />
              <FormattedMessage id="free.result.longevity" />
            </li>
          ) : null}
        </ul>
      </header>

      {workout.safety_notes.length > 0 ? (
        <aside className="workout-result__safety" aria-label={intl.formatMessage({ id: 'free.result.safety-title' })}>
          <Icon name="shield" size={22} className="workout-result__safety-icon" />
          <div>
            <h2 className="workout-result__safety-title">
              <FormattedMessage id="free.result.safety-title" />
            </h2>
            <ul className="workout-result__safety-list">
              {workout.safety_notes.map((note, index) => (
                <li key={index}>{note}</li>
              ))}
            </ul>
          </div>
        </aside>
      ) : null}

      {groups.map((group, index) => (
        <section key={`${group.name}-${index}`} className="workout-group" aria-labelledby={`workout-group-${index}`}>
          <h2 id={`workout-group-${index}`} className="workout-group__title">
            {group.name}
          </h2>
          <ol className="workout-group__list">
            {group.exercises.map(({ exercise, number }) => (
              <ExerciseCard key={`${exercise.id}-${number}`} exercise={exercise} number={number} />
            ))}
          </ol>
        </section>
      ))}

      <Actions onStart={onStart} />
    </section>
  );
}
