import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminAnalyticsReply } from '../../../../contracts/analytics/analytics.schemas';
import { HttpError } from '../../api/api-client';
import { useDocumentMeta } from '../../app/document-meta';
import NotFoundPage from '../../app/not-found.page';
import { BarChart } from '../../components/ui/bar-chart';
import { Container } from '../../components/ui/layout';
import { AdminAnalyticsMessages } from './admin-analytics-messages';
import { useAdminAnalytics } from './api/admin-analytics.api';
import './admin-analytics.css';

/** Refusals that must look like an unknown address, as on /admin/media. */
const isRefused = (error: unknown) => error instanceof HttpError && (error.status === 401 || error.status === 403);

/**
 * `/admin/analytics` (issue 15; DECISIONS.md "Places and routes" for who may
 * see it): events per day for the last 30 days and the funnel landing → free
 * workout → register → trial → active, as charts and a table. Anyone the API
 * refuses sees the app's 404 page.
 */
export default function AdminAnalyticsPage() {
  const report = useAdminAnalytics();
  if (report.isError && isRefused(report.error)) return <NotFoundPage />;
  return (
    <AdminAnalyticsMessages>
      <AdminAnalytics query={report} />
    </AdminAnalyticsMessages>
  );
}

function AdminAnalytics({ query }: { query: ReturnType<typeof useAdminAnalytics> }) {
  const intl = useIntl();
  useDocumentMeta(intl.formatMessage({ id: 'admin-analytics.document-title' }));
  const titleId = useId();
  return (
    <main id="main" tabIndex={-1} className="page admin-analytics" aria-labelledby={titleId}>
      <Container className="admin-analytics__inner">
        <p className="eyebrow">
          <FormattedMessage id="admin-analytics.eyebrow" />
        </p>
        <h1 id={titleId}>
          <FormattedMessage id="admin-analytics.title" />
        </h1>
        <p>
          <FormattedMessage id="admin-analytics.intro" />
        </p>
        {query.isPending ? (
          <p role="status">
            <FormattedMessage id="admin-analytics.loading" />
          </p>
        ) : query.isError ? (
          <p role="alert" className="admin-analytics__error">
            <FormattedMessage id="admin-analytics.error" />
          </p>
        ) : (
          <Report report={query.data} />
        )}
      </Container>
    </main>
  );
}

/** `2026-11-28` as the reader's language writes a short date ("28 nov", "Nov 28"), read as UTC. */
function useDayLabel() {
  const intl = useIntl();
  return (day: string) => intl.formatDate(`${day}T00:00:00Z`, { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

function Report({ report }: { report: AdminAnalyticsReply }) {
  const intl = useIntl();
  const dayLabel = useDayLabel();
  const t = (id: string) => intl.formatMessage({ id });
  const perDay = report.days.map((day, index) => ({
    key: day,
    label: dayLabel(day),
    value: report.events.reduce((sum, event) => sum + (event.perDay[index] ?? 0), 0),
  }));
  return (
    <>
      <section className="admin-analytics__section" aria-labelledby="admin-analytics-funnel">
        <h2 id="admin-analytics-funnel">
          <FormattedMessage id="admin-analytics.funnel.title" />
        </h2>
        <BarChart
          caption={t('admin-analytics.funnel.caption')}
          columns={{ label: t('admin-analytics.funnel.column.step'), value: t('admin-analytics.funnel.column.travellers') }}
          bars={report.funnel.map(({ step, travellers }) => ({ key: step, label: t(`admin-analytics.step.${step}`), value: travellers }))}
          formatValue={(value) => intl.formatNumber(value)}
        />
      </section>
      <section className="admin-analytics__section" aria-labelledby="admin-analytics-daily">
        <h2 id="admin-analytics-daily">
          <FormattedMessage id="admin-analytics.daily.title" />
        </h2>
        <BarChart
          caption={t('admin-analytics.daily.caption')}
          columns={{ label: t('admin-analytics.daily.column.day'), value: t('admin-analytics.daily.column.events') }}
          bars={perDay}
          formatValue={(value) => intl.formatNumber(value)}
        />
        <EventTable report={report} />
      </section>
    </>
  );
}

/** Every kind of event per day, newest day first; it scrolls inside its own box on a phone, never the page. */
function EventTable({ report }: { report: AdminAnalyticsReply }) {
  const intl = useIntl();
  const dayLabel = useDayLabel();
  const newestFirst = report.days.map((day, index) => ({ day, index })).reverse();
  return (
    <div className="admin-analytics__table-wrap" tabIndex={0} role="region" aria-labelledby="admin-analytics-table-caption">
      <table className="admin-analytics__table">
        <caption id="admin-analytics-table-caption">
          <FormattedMessage id="admin-analytics.table.caption" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="admin-analytics.daily.column.day" />
            </th>
            {report.events.map((event) => (
              <th scope="col" key={event.eventName}>
                <FormattedMessage id={`admin-analytics.event.${event.eventName}`} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr className="admin-analytics__total">
            <th scope="row">
              <FormattedMessage id="admin-analytics.table.total" />
            </th>
            {report.events.map((event) => (
              <td key={event.eventName}>{intl.formatNumber(event.total)}</td>
            ))}
          </tr>
          {newestFirst.map(({ day, index }) => (
            <tr key={day}>
              <th scope="row">
                <time dateTime={day}>{dayLabel(day)}</time>
              </th>
              {report.events.map((event) => (
                <td key={event.eventName}>{intl.formatNumber(event.perDay[index] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
