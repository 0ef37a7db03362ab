import type { BlockProps } from '../../../../contracts/sdui/blocks/catalogue';
import { Container } from '../../components/ui/layout';
import type { BlockRendererProps } from '../block-registry.types';
import { CtaView, CtaWithArrow } from '../cta-view';

/** hero@1: the page's promise. Holds the page's only h1. */
export function HeroBlock({ props, block }: BlockRendererProps<BlockProps<'hero', 1>>) {
  const titleId = `${block.id}-title`;
  return (
    <section className="hero" aria-labelledby={titleId}>
      <HeroBackdrop />
      <Container className="hero__inner">
        <div className="hero__copy">
          {props.eyebrow ? <p className="eyebrow eyebrow--on-dark">{props.eyebrow}</p> : null}
          <h1 id={titleId} className="hero__title">
            {props.title}
          </h1>
          <p className="hero__subtitle">{props.subtitle}</p>
          <div className="hero__actions">
            <CtaWithArrow cta={props.primary} size="lg" tone="dark" />
            {props.secondary ? <CtaView cta={props.secondary} size="lg" tone="dark" /> : null}
          </div>
          <p className="hero__claim">{props.claim}</p>
        </div>
        {props.highlights.length > 0 ? (
          <ul className="hero__highlights">
            {props.highlights.map((item) => (
              <li key={`${item.value}-${item.label}`} className="hero__highlight">
                <span className="hero__highlight-value">{item.value}</span>
                <span className="hero__highlight-label">{item.label}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </Container>
    </section>
  );
}

/** A decorative flight path across the hero. */
function HeroBackdrop() {
  return (
    <svg className="hero__backdrop" viewBox="0 0 1200 600" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="hero-glow" cx="80%" cy="20%" r="60%">
          <stop offset="0" stopColor="#14b8a6" stopOpacity="0.35" />
          <stop offset="1" stopColor="#14b8a6" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1200" height="600" fill="url(#hero-glow)" />
      <g fill="none" stroke="#5eead4" strokeOpacity="0.35" strokeWidth="2" strokeDasharray="2 10" strokeLinecap="round">
        <path d="M-40 520 C 260 380, 520 560, 760 320 S 1120 120, 1260 90" />
        <path d="M-40 600 C 300 470, 600 620, 860 420 S 1160 260, 1260 240" strokeOpacity="0.18" />
      </g>
      <g fill="#f5b544">
        <circle cx="760" cy="320" r="6" />
        <circle cx="1120" cy="130" r="4" fillOpacity="0.7" />
      </g>
    </svg>
  );
}
