import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { BlockProps } from '../../../../../contracts/sdui/blocks/catalogue';
import { Icon } from '../../../components/ui/icon';
import type { BlockRendererProps } from '../../block-registry.types';
import { CtaView, CtaWithArrow } from '../../cta-view';
import './profile-blocks.css';

/**
 * Blocks of the viewer's own screens (the profile's Overview). They sit inside
 * a page's container (no full-width bands) and are loaded lazily, so the
 * landing page never downloads them. Dates arrive as ISO instants and are
 * shown in the traveller's own time zone and language.
 */

function When({ iso, options }: { iso: string; options: Intl.DateTimeFormatOptions }) {
  const intl = useIntl();
  return <time dateTime={iso}>{intl.formatDate(iso, options)}</time>;
}

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const MONTH: Intl.DateTimeFormatOptions = { month: 'short', year: 'numeric' };

/** action-banner@1: one prominent call to action. */
export function ActionBannerBlock({ props, block }: BlockRendererProps<BlockProps<'action-banner', 1>>) {
  const titleId = `${block.id}-title`;
  return (
    <section className="action-banner" aria-labelledby={titleId}>
      {props.icon ? (
        <span className="icon-badge icon-badge--large icon-badge--on-dark action-banner__icon">
          <Icon name={props.icon} />
        </span>
      ) : null}
      <div className="action-banner__copy">
        <h2 id={titleId} className="action-banner__title">
          {props.title}
        </h2>
        {props.body ? <p className="action-banner__body">{props.body}</p> : null}
      </div>
      <CtaWithArrow cta={props.action} size="lg" tone="dark" className="action-banner__cta" />
    </section>
  );
}

/** stat-tiles@1: headline numbers with their labels and hints. */
export function StatTilesBlock({ props, block }: BlockRendererProps<BlockProps<'stat-tiles', 1>>) {
  const titleId = `${block.id}-title`;
  return (
    <section className="profile-block" aria-labelledby={props.title ? titleId : undefined}>
      {props.title ? (
        <h2 id={titleId} className="profile-block__title">
          {props.title}
        </h2>
      ) : null}
      <dl className="stat-tiles">
        {props.tiles.map((tile) => (
          <div key={tile.label} className="stat-tile">
            <dt className="stat-tile__label">
              {tile.icon ? <Icon name={tile.icon} size={18} className="stat-tile__icon" /> : null}
              {tile.label}
            </dt>
            <dd className="stat-tile__value">{tile.value}</dd>
            {tile.hint ? <dd className="stat-tile__hint">{tile.hint}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}

/** workout-list@1: the latest workouts, newest first. */
export function WorkoutListBlock({ props, block }: BlockRendererProps<BlockProps<'workout-list', 1>>) {
  const titleId = `${block.id}-title`;
  return (
    <section className="profile-block" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-block__title">
        {props.title}
      </h2>
      <ol className="workout-list">
        {props.items.map((item) => (
          <li key={item.id} className="workout-list__item">
            <span className="icon-badge workout-list__icon">
              <Icon name="clock" size={20} />
            </span>
            <div className="workout-list__main">
              <h3 className="workout-list__title">{item.title}</h3>
              <p className="workout-list__meta">
                {[item.context, item.city].filter(Boolean).map((part) => (
                  <span key={part}>{part}</span>
                ))}
                <When iso={item.completedAt} options={DAY} />
              </p>
            </div>
            <span className="workout-list__points">{item.points}</span>
          </li>
        ))}
      </ol>
      {props.action ? <CtaView cta={props.action} className="profile-block__action" /> : null}
    </section>
  );
}

/** A titled profile section with an optional summary beside the title ("4 badges earned"). */
function SummarisedSection({
  blockId,
  title,
  summary,
  children,
}: {
  blockId: string;
  title: string;
  summary: string | undefined;
  children: ReactNode;
}) {
  const titleId = `${blockId}-title`;
  return (
    <section className="profile-block" aria-labelledby={titleId}>
      <div className="profile-block__head">
        <h2 id={titleId} className="profile-block__title">
          {title}
        </h2>
        {summary ? <p className="profile-block__summary">{summary}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** badge-grid@1: earned badges with what earned them and when. */
export function BadgeGridBlock({ props, block }: BlockRendererProps<BlockProps<'badge-grid', 1>>) {
  return (
    <SummarisedSection blockId={block.id} title={props.title} summary={props.summary}>
      <ul className="badge-grid">
        {props.badges.map((badge) => (
          <li key={badge.code} className="badge-grid__item">
            <span className="icon-badge icon-badge--large icon-badge--warm">
              <Icon name={badge.icon} />
            </span>
            <h3 className="badge-grid__name">{badge.name}</h3>
            {badge.description ? <p className="badge-grid__description">{badge.description}</p> : null}
            <p className="badge-grid__date">
              <When iso={badge.awardedAt} options={DAY} />
            </p>
          </li>
        ))}
      </ul>
    </SummarisedSection>
  );
}

/** passport-grid@1: one stamp per city trained in. */
export function PassportGridBlock({ props, block }: BlockRendererProps<BlockProps<'passport-grid', 1>>) {
  return (
    <SummarisedSection blockId={block.id} title={props.title} summary={props.summary}>
      <ul className="passport-grid">
        {props.stamps.map((stamp) => (
          <li key={`${stamp.city}|${stamp.country}`} className="passport-stamp">
            <Icon name="pin" size={20} className="passport-stamp__icon" />
            <h3 className="passport-stamp__city">{stamp.city}</h3>
            <p className="passport-stamp__country">{stamp.country}</p>
            <p className="passport-stamp__meta">
              <span>{stamp.workouts}</span>
              <When iso={stamp.firstVisitedAt} options={MONTH} />
            </p>
          </li>
        ))}
      </ul>
    </SummarisedSection>
  );
}

/** empty-state@1: nothing yet, said kindly, with the next step. */
export function EmptyStateBlock({ props, block }: BlockRendererProps<BlockProps<'empty-state', 1>>) {
  const headingId = `${block.id}-heading`;
  const Title = props.heading ? 'h3' : 'h2';
  return (
    <section className="profile-block" aria-labelledby={props.heading ? headingId : undefined}>
      {props.heading ? (
        <h2 id={headingId} className="profile-block__title">
          {props.heading}
        </h2>
      ) : null}
      <div className="empty-state">
        <span className="icon-badge icon-badge--large empty-state__icon">
          <Icon name={props.icon} />
        </span>
        <Title className="empty-state__title">{props.title}</Title>
        <p className="empty-state__body">{props.body}</p>
        {props.action ? <CtaView cta={props.action} className="empty-state__action" /> : null}
      </div>
    </section>
  );
}
