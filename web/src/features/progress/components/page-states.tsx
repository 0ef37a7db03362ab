import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';

/**
 * Placeholder rows while a list loads (spec 2 §9: 5 on the leaderboard, 6 on
 * the city pages). The region is marked busy and names what is loading; the
 * shapes themselves are hidden from assistive technology.
 */
export function SkeletonRows({ count, label, variant = 'row' }: { count: number; label: string; variant?: 'row' | 'card' }) {
  return (
    <div className={`progress-skeletons progress-skeletons--${variant} skeleton-grid`} role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={`skeleton progress-skeletons__${variant}`} aria-hidden="true" />
      ))}
    </div>
  );
}

/** A read that failed: the spec's message (spec 2 §8) and a way to ask again. */
export function LoadError({ messageId, onRetry }: { messageId: string; onRetry: () => void }) {
  return (
    <div className="progress-error" role="alert">
      <p className="progress-error__text">
        <FormattedMessage id={messageId} />
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <FormattedMessage id="progress.retry" />
      </Button>
    </div>
  );
}

/** Nothing to show yet, and what would change that. */
export function EmptyState({ title, body, action }: { title: string; body: string; action?: ReactNode }) {
  return (
    <div className="progress-empty">
      <p className="progress-empty__title">{title}</p>
      <p className="progress-empty__body">{body}</p>
      {action}
    </div>
  );
}

/** "you" beside the viewer's own row on a shared page (DECISIONS.md "Public ids"), a word apart from the name. */
export function YouChip() {
  const intl = useIntl();
  return (
    <>
      {' '}
      <span className="progress-you">{intl.formatMessage({ id: 'progress.you' })}</span>
    </>
  );
}
