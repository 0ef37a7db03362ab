import { useSelector } from '@xstate/react';
import { FormattedMessage } from 'react-intl';
import type { Workout } from '../../../../contracts/workouts';
import { exerciseIndex, type RunnerActor } from './runner.machine';

/** How to do the exercise on screen: its steps and tip, when the workout has them. */
export function RunnerHowTo({ actor, workout }: { actor: RunnerActor; workout: Workout }) {
  const block = workout.blocks[useSelector(actor, exerciseIndex)];
  if (!block || (block.instructions.length === 0 && !block.tips)) return null;
  return (
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
  );
}
