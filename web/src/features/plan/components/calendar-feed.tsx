import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from '../api/plan.api';
import { formatDay } from '../plan-format';
import { planProblem } from '../plan-problem';

/**
 * Add to calendar: a private feed address a calendar app subscribes to. It is
 * shown once, when made (only its hash is kept); making it again revokes the
 * old one; Stop sharing revokes it.
 */
export function CalendarFeedSection({ viewer }: { viewer: string }) {
  const intl = useIntl();
  const toast = useToast();
  const titleId = useId();
  const status = useCalendarFeed(viewer);
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const made = create.data;
  const active = made !== undefined || (status.data?.active ?? false);
  const failed = (error: unknown) => toast.show({ title: planProblem(intl, error, 'plan.feed.failed'), tone: 'error' });

  const copy = (url: string) =>
    void navigator.clipboard.writeText(url).then(
      () => toast.show({ title: intl.formatMessage({ id: 'plan.feed.copied' }), tone: 'success' }),
      () => toast.show({ title: intl.formatMessage({ id: 'plan.feed.copy-failed' }), tone: 'error' }),
    );

  return (
    <section className="plan-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="plan-section__title">
        <FormattedMessage id="plan.feed.title" />
      </h2>
      <p className="plan-muted">
        <FormattedMessage id="plan.feed.private" />
      </p>
      {made ? (
        <div className="plan-feed">
          <label className="field__label" htmlFor={`${titleId}-url`}>
            <FormattedMessage id="plan.feed.link" />
          </label>
          <input
            id={`${titleId}-url`}
            className="field__control plan-feed__url"
            readOnly
            value={made.url}
            onFocus={(e) => e.target.select()}
          />
          <div className="plan-actions">
            <Button size="sm" onClick={() => copy(made.url)}>
              <FormattedMessage id="plan.feed.copy" />
            </Button>
            <a className="btn btn--secondary btn--sm" href={made.webcalUrl}>
              <FormattedMessage id="plan.feed.subscribe" />
            </a>
            {/* From this page's own origin, so the browser saves the file rather than leaving for the feed. */}
            <a className="btn btn--ghost btn--sm" href={new URL(made.url).pathname} download="travelfit-plan.ics">
              <FormattedMessage id="plan.feed.download" />
            </a>
          </div>
        </div>
      ) : active && status.data?.createdAt ? (
        <p>
          <FormattedMessage
            id="plan.feed.active-since"
            values={{ date: formatDay(intl.locale, status.data.createdAt.slice(0, 10), 'long') }}
          />
        </p>
      ) : null}
      <div className="plan-actions">
        <Button
          variant={active ? 'secondary' : 'primary'}
          disabled={create.isPending}
          onClick={() => create.mutate(undefined, { onError: failed })}
        >
          <FormattedMessage id={active ? 'plan.feed.renew' : 'plan.feed.add'} />
        </Button>
        {active ? (
          <Button
            variant="ghost"
            disabled={revoke.isPending}
            onClick={() => revoke.mutate(undefined, { onSuccess: () => create.reset(), onError: failed })}
          >
            <FormattedMessage id="plan.feed.stop" />
          </Button>
        ) : null}
      </div>
    </section>
  );
}
