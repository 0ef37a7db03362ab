import { useId } from 'react';
import type { BlockProps } from '../../../../../contracts/sdui/blocks/catalogue';
import { Icon } from '../../../components/ui/icon';
import type { BlockRendererProps } from '../../../sdui/block-registry.types';
import { CtaView } from '../../../sdui/cta-view';
import { GeneratorFlow } from '../../generator';
import '../app-home.css';

/**
 * Blocks of the generator screen at /app. The server decided which badge,
 * banner and body this traveller sees; these only draw them. Loaded lazily
 * with the screen, so the landing page never downloads them.
 */

/** app-header@1: the logo link, the page's h1 and the plan badge. */
export function AppHeaderBlock({ props }: BlockRendererProps<BlockProps<'app-header', 1>>) {
  const { badge } = props;
  return (
    <header className="app-home__header">
      <div>
        <p className="eyebrow">
          <CtaView cta={props.logo} className="app-home__logo" />
        </p>
        <h1 className="billing-page__title">{props.title}</h1>
      </div>
      {badge.kind === 'upgrade' ? (
        <CtaView cta={badge.cta} size="sm" />
      ) : (
        <span className={`app-home__badge app-home__badge--${badge.kind}`} data-testid="plan-badge">
          <Icon name={badge.kind === 'trial' ? 'clock' : 'sparkles'} size={16} />
          {badge.label}
        </span>
      )}
    </header>
  );
}

/** trial-banner@1: the days left in the trial and Subscribe. */
export function TrialBannerBlock({ props }: BlockRendererProps<BlockProps<'trial-banner', 1>>) {
  return (
    <section className="app-home__banner" role="status">
      <p>{props.text}</p>
      <CtaView cta={props.action} size="sm" />
    </section>
  );
}

/** workout-generator@1: the generator flow itself (form, preview, countdown, active workout, completion). */
export function WorkoutGeneratorBlock(_: BlockRendererProps<BlockProps<'workout-generator', 1>>) {
  return <GeneratorFlow />;
}

/** start-trial-card@1: the four benefits, the button to /subscribe and the terms' note. */
export function StartTrialCardBlock({ props }: BlockRendererProps<BlockProps<'start-trial-card', 1>>) {
  const titleId = useId();
  return (
    <section className="billing-card app-home__start" aria-labelledby={titleId}>
      <h2 id={titleId} className="app-home__start-title">
        {props.title}
      </h2>
      <ul className="app-home__benefits">
        {props.benefits.map((benefit) => (
          <li key={benefit}>
            <Icon name="check" size={18} />
            {benefit}
          </li>
        ))}
      </ul>
      <div className="billing-actions">
        <CtaView cta={props.action} size="lg" />
      </div>
      <p className="app-home__note">{props.note}</p>
    </section>
  );
}
