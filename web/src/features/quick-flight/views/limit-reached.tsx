import { FormattedMessage, useIntl } from 'react-intl';
import type { UsageStatus } from '../../../../../contracts/usage/usage.schemas';
import { FREE_WORKOUTS_PER_WEEK } from '../../../../../contracts/usage/usage.schemas';
import { Button, LinkButton } from '../../../components/ui/button';
import { useFocusOnMount } from './use-focus-on-mount';

/**
 * A free traveller has used this week's AI workouts (403 `usage.limit-reached`):
 * as the generator does for non-subscribers, the way on is the trial at
 * /subscribe; the card also says when the week's workouts come back.
 */
export function LimitReached({ usage, onBack }: { usage: UsageStatus | null; onBack: () => void }) {
  const intl = useIntl();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const limit = usage && usage.limit > 0 ? usage.limit : FREE_WORKOUTS_PER_WEEK;
  const date = usage ? intl.formatDate(usage.resetsAt, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }) : null;
  return (
    <section className="quick-panel quick-limit" aria-labelledby="quick-limit-title">
      <h2 id="quick-limit-title" ref={heading} tabIndex={-1} className="quick-panel__title">
        <FormattedMessage id="quick-flight.limit.title" />
      </h2>
      <p>
        <FormattedMessage id="quick-flight.limit.body" values={{ limit }} />
        {date ? (
          <>
            {' '}
            <FormattedMessage id="quick-flight.limit.resets" values={{ date }} />
          </>
        ) : null}
      </p>
      <p>
        <FormattedMessage id="quick-flight.limit.trial" />
      </p>
      <div className="quick-actions">
        <LinkButton to="/subscribe" size="lg">
          <FormattedMessage id="quick-flight.limit.trial-action" />
        </LinkButton>
        <Button variant="secondary" size="lg" onClick={onBack}>
          <FormattedMessage id="quick-flight.limit.back" />
        </Button>
      </div>
    </section>
  );
}
