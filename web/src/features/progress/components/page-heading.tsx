import { FormattedMessage } from 'react-intl';

/** Eyebrow, title (the page's h1) and intro of a progress page. */
export function PageHeading({ titleId, area }: { titleId: string; area: string }) {
  return (
    <header className="progress-heading">
      <p className="eyebrow">
        <FormattedMessage id={`${area}.eyebrow`} />
      </p>
      <h1 id={titleId} className="progress-heading__title">
        <FormattedMessage id={`${area}.title`} />
      </h1>
      <p className="progress-heading__intro">
        <FormattedMessage id={`${area}.intro`} />
      </p>
    </header>
  );
}
