import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { TrainingPlace } from '../../../../../contracts/workouts/session.schemas';
import { Button, LinkButton } from '../../../components/ui/button';
import { QueuedNotice } from '../../../offline/queued-notice';
import { TrainingPlaceNote } from '../../training-place';
import { useFocusOnMount } from './use-focus-on-mount';

/** The completion summary (spec 2 §2 item 6): exercises, sets completed, minutes, where it counted; generate another, dashboard, home. */
export function CompletionView({
  exercises,
  sets,
  minutes,
  place,
  queued = false,
  onGenerateAnother,
}: {
  exercises: number;
  sets: number;
  minutes: number;
  /** Where the traveller said they trained, if they did. */
  place: TrainingPlace | null;
  /** Finished with no network: it is sent when the network returns. */
  queued?: boolean;
  onGenerateAnother: () => void;
}) {
  const titleId = useId();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className="generator-complete" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} className="generator__title" tabIndex={-1}>
        <FormattedMessage id="generator.complete.title" />
      </h2>
      <ul className="generator-complete__summary" data-testid="completion-summary">
        <li>
          <FormattedMessage id="generator.complete.exercises" values={{ count: exercises }} />
        </li>
        <li>
          <FormattedMessage id="generator.complete.sets" values={{ count: sets }} />
        </li>
        <li>
          <FormattedMessage id="generator.complete.minutes" values={{ minutes }} />
        </li>
      </ul>
      {place ? <TrainingPlaceNote place={place} /> : null}
      {queued ? <QueuedNotice /> : null}
      <div className="generator__actions">
        <Button size="lg" onClick={onGenerateAnother}>
          <FormattedMessage id="generator.complete.another" />
        </Button>
        <LinkButton to="/profile" variant="secondary" size="lg">
          <FormattedMessage id="generator.complete.dashboard" />
        </LinkButton>
        <LinkButton to="/" variant="ghost" size="lg">
          <FormattedMessage id="generator.complete.home" />
        </LinkButton>
      </div>
    </section>
  );
}
