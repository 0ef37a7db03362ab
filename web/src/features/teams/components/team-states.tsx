import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../../components/ui/button';

/** Placeholder cards while a read is under way; the region is busy and names what loads. */
export function Loading({ label }: { label: string }) {
  return (
    <div className="teams-skeletons skeleton-grid" role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {[0, 1].map((index) => (
        <span key={index} className="skeleton teams-skeletons__card" aria-hidden="true" />
      ))}
    </div>
  );
}

/** A read that failed: the spec's message (spec 2 §8) and a way to ask again. */
export function LoadError({ messageId, onRetry }: { messageId: string; onRetry: () => void }) {
  return (
    <div className="teams-problem" role="alert">
      <p>
        <FormattedMessage id={messageId} />
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <FormattedMessage id="teams.retry" />
      </Button>
    </div>
  );
}

/** Nothing to show yet, and what would change that. */
export function EmptyState({ titleId, bodyId, action }: { titleId: string; bodyId: string; action?: ReactNode }) {
  return (
    <div className="teams-empty">
      <p className="teams-empty__title">
        <FormattedMessage id={titleId} />
      </p>
      <p className="teams-muted">
        <FormattedMessage id={bodyId} />
      </p>
      {action}
    </div>
  );
}
