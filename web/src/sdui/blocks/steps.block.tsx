import type { BlockProps } from '../../../../contracts/sdui/blocks/catalogue';
import { Container, SectionHeading } from '../../components/ui/layout';
import type { BlockRendererProps } from '../block-registry.types';
import { CtaWithArrow } from '../cta-view';

/** steps@1: numbered steps (how it works), as an ordered list. */
export function StepsBlock({ props, block }: BlockRendererProps<BlockProps<'steps', 1>>) {
  const titleId = `${block.id}-title`;
  return (
    <section className="band band--tint steps" aria-labelledby={titleId}>
      <Container>
        <SectionHeading id={titleId} title={props.title} subtitle={props.subtitle} />
        <ol className="steps__list">
          {props.steps.map((step, index) => (
            <li key={step.title} className="steps__item card">
              <span className="steps__number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="card__title">{step.title}</h3>
              <p className="card__body">{step.body}</p>
            </li>
          ))}
        </ol>
        {props.cta ? (
          <div className="band__actions">
            <CtaWithArrow cta={props.cta} size="lg" />
          </div>
        ) : null}
      </Container>
    </section>
  );
}
