import { shallowEqual, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { currentExercise, percentDone, type RunnerActor } from './runner.machine';

/** The workout's title and how far through its exercises the traveller is. */
export function RunnerHeader({ actor, title }: { actor: RunnerActor; title: string }) {
  const intl = useIntl();
  const exercise = useSelector(actor, currentExercise, shallowEqual);
  // How much is done, not which exercise is on screen: nothing before the first set ends (issue 9).
  const percent = useSelector(actor, percentDone);
  return (
    <header className="runner-header">
      <p className="eyebrow">
        <FormattedMessage id="runner.page.eyebrow" />
      </p>
      <h1 className="runner-header__title">{title}</h1>
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
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={intl.formatMessage({ id: 'runner.progress.percent' }, { percent })}
          >
            <span style={{ width: `${percent}%` }} />
          </div>
        </div>
      ) : null}
    </header>
  );
}
