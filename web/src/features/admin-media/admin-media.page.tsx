import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AdminMediaReply } from '../../../../contracts/workouts/exercise-media.schemas';
import { HttpError } from '../../api/api-client';
import { useDocumentMeta } from '../../app/document-meta';
import NotFoundPage from '../../app/not-found.page';
import { Container } from '../../components/ui/layout';
import { ExerciseDemo, MediaMessages } from '../exercise-demo';
import { useAdminMedia } from './api/admin-media.api';
import './admin-media.css';

/** Refusals that must look like an unknown address: the page's existence is not shown to non-administrators. */
const isRefused = (error: unknown) => error instanceof HttpError && (error.status === 401 || error.status === 403);

/**
 * `/admin/media` (DECISIONS.md "Places and routes"): every exercise with the
 * demo it shows. Administrators only: anyone the API refuses sees the app's
 * 404 page.
 */
export default function AdminMediaPage() {
  const media = useAdminMedia();
  if (media.isError && isRefused(media.error)) return <NotFoundPage />;
  return (
    <MediaMessages>
      <AdminMedia query={media} />
    </MediaMessages>
  );
}

function AdminMedia({ query }: { query: ReturnType<typeof useAdminMedia> }) {
  const intl = useIntl();
  useDocumentMeta(intl.formatMessage({ id: 'media.admin.document-title' }));
  const titleId = useId();
  return (
    <main id="main" tabIndex={-1} className="page admin-media" aria-labelledby={titleId}>
      <Container className="admin-media__inner">
        <p className="eyebrow">
          <FormattedMessage id="media.admin.eyebrow" />
        </p>
        <h1 id={titleId}>
          <FormattedMessage id="media.admin.title" />
        </h1>
        <p className="admin-media__intro">
          <FormattedMessage id="media.admin.intro" />
        </p>
        {query.isPending ? (
          <p role="status">
            <FormattedMessage id="media.admin.loading" />
          </p>
        ) : query.isError ? (
          <p role="alert" className="admin-media__error">
            <FormattedMessage id="media.admin.error" />
          </p>
        ) : (
          <MediaReport report={query.data} />
        )}
      </Container>
    </main>
  );
}

function MediaReport({ report }: { report: AdminMediaReply }) {
  const intl = useIntl();
  const counts = [
    ['with-media', report.counts.withMedia],
    ['missing', report.counts.missing],
    ['total', report.counts.total],
  ] as const;
  return (
    <>
      <dl className="admin-media__counts" aria-label={intl.formatMessage({ id: 'media.admin.counts-label' })}>
        {counts.map(([key, value]) => (
          <div key={key} className="admin-media__count">
            <dt>
              <FormattedMessage id={`media.admin.count.${key}`} />
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {report.showPullHint ? (
        <p className="admin-media__hint" role="note">
          <FormattedMessage id="media.admin.pull-hint" />
        </p>
      ) : null}
      <div className="admin-media__table-wrap">
        <table className="admin-media__table">
          <caption>
            <FormattedMessage id="media.admin.table-caption" />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="media.admin.column.preview" />
              </th>
              <th scope="col">
                <FormattedMessage id="media.admin.column.exercise" />
              </th>
              <th scope="col">
                <FormattedMessage id="media.admin.column.type" />
              </th>
              <th scope="col">
                <FormattedMessage id="media.admin.column.tag" />
              </th>
            </tr>
          </thead>
          <tbody>
            {report.exercises.map((exercise) => (
              <tr key={exercise.id}>
                <td className="admin-media__preview">
                  <ExerciseDemo id={exercise.id} gifUrl={exercise.url} name={exercise.name} still />
                </td>
                <th scope="row">
                  {exercise.name}
                  <span className="admin-media__id">{exercise.id}</span>
                </th>
                <td>
                  <span className={`admin-media__type admin-media__type--${exercise.type.toLowerCase()}`}>
                    <FormattedMessage id={`media.admin.type.${exercise.type}`} />
                  </span>
                </td>
                <td>
                  {exercise.custom ? <span className="admin-media__custom">{intl.formatMessage({ id: 'media.demo.custom' })}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
