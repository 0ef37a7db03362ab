import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';

/** Placeholder cards while a list loads: the region is marked busy and says what is loading. */
export function SkeletonCards({ count }: { count: number }) {
  const intl = useIntl();
  return (
    <div className="challenges-skeletons skeleton-grid" role="status" aria-busy="true">
      <span className="visually-hidden">{intl.formatMessage({ id: 'challenges.loading' })}</span>
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className="skeleton challenges-skeletons__card" aria-hidden="true" />
      ))}
    </div>
  );
}

/** A read that failed: the spec's message (spec 2 §8) and a way to ask again. */
export function LoadError({ messageId, onRetry }: { messageId: string; onRetry: () => void }) {
  return (
    <div className="challenges-error" role="alert">
      <p className="challenges-error__text">
        <FormattedMessage id={messageId} />
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <FormattedMessage id="challenges.retry" />
      </Button>
    </div>
  );
}

/** Nothing in a tab yet, and what would change that. */
export function EmptyState({ area, action }: { area: 'all' | 'mine'; action?: ReactNode }) {
  return (
    <div className="challenges-empty">
      <p className="challenges-empty__title">
        <FormattedMessage id={`challenges.empty.${area}.title`} />
      </p>
      <p className="challenges-empty__body">
        <FormattedMessage id={`challenges.empty.${area}.body`} />
      </p>
      {action}
    </div>
  );
}
