import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import type { Workout } from '../../../../contracts/workouts';
import { Icon } from '../../components/ui/icon';
import { exerciseIndex, runnerStatus, type RunnerActor } from './runner.machine';

/** Every exercise of the workout: the ones done ticked, the one on screen marked. */
export function RunnerList({ actor, workout }: { actor: RunnerActor; workout: Workout }) {
  const currentIndex = useSelector(actor, exerciseIndex);
  const finished = useSelector(actor, runnerStatus) === 'finished';
  return (
    <section className="runner-list" aria-labelledby="runner-list-title">
      <h2 id="runner-list-title" className="runner-list__title">
        <FormattedMessage id="runner.list.title" />
      </h2>
      <ol className="runner-list__items">
        {workout.blocks.map((item, index) => {
          const current = index === currentIndex;
          const done = index < currentIndex || (current && finished);
          return (
            <li
              key={`${item.id}-${index + 1}`}
              className={`runner-list__item${current ? ' is-current' : ''}${done ? ' is-done' : ''}`}
              aria-current={current ? 'step' : undefined}
            >
              <span className="runner-list__marker" aria-hidden="true">
                {done ? <Icon name="check" size={16} /> : index + 1}
              </span>
              <span className="runner-list__name">{item.name}</span>
              {done || current ? (
                <span className="visually-hidden">
                  {' '}
                  <FormattedMessage id={done ? 'runner.list.done' : 'runner.list.current'} />
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
