import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, LinkButton } from '../../../components/ui/button';
import { useFocusOnMount } from './use-focus-on-mount';

/** The completion summary (spec 2 §2 item 6): exercises, sets completed, minutes; generate another, dashboard, home. */
export function CompletionView({
  exercises,
  sets,
  minutes,
  onGenerateAnother,
}: {
  exercises: number;
  sets: number;
  minutes: number;
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
