import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { LinkButton } from '../../../components/ui/button';
import { useFocusOnMount } from './use-focus-on-mount';

/** A 403 `workouts.pro-required` while the form was open: the trial or plan has ended; the way on is /subscribe. */
export function UpsellView() {
  const titleId = useId();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section className="generator-upsell" aria-labelledby={titleId} role="status">
      <h2 id={titleId} ref={heading} tabIndex={-1} className="generator__title">
        <FormattedMessage id="generator.upsell.title" />
      </h2>
      <p>
        <FormattedMessage id="generator.upsell.body" />
      </p>
      <LinkButton to="/subscribe" size="lg">
        <FormattedMessage id="generator.upsell.action" />
      </LinkButton>
    </section>
  );
}
