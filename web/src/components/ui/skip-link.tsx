import { FormattedMessage } from 'react-intl';

/** First focusable element on every page: jumps past the navigation. */
export function SkipLink({ target = 'main' }: { target?: string }) {
  return (
    <a className="skip-link" href={`#${target}`}>
      <FormattedMessage id="app.a11y.skip-to-content" />
    </a>
  );
}
