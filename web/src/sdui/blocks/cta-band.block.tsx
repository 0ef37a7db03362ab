import type { BlockProps } from '../../../../contracts/sdui/blocks/catalogue';
import { Container } from '../../components/ui/layout';
import type { BlockRendererProps } from '../block-registry.types';
import { CtaView, CtaWithArrow } from '../cta-view';

/** cta-band@1: a closing call to action. */
export function CtaBandBlock({ props, block }: BlockRendererProps<BlockProps<'cta-band', 1>>) {
  const titleId = `${block.id}-title`;
  return (
    <section className="band cta-band" aria-labelledby={titleId}>
      <Container className="cta-band__inner">
        <div>
          <h2 id={titleId} className="cta-band__title">
            {props.title}
          </h2>
          <p className="cta-band__body">{props.body}</p>
        </div>
        <div className="cta-band__actions">
          <CtaWithArrow cta={props.primary} size="lg" tone="dark" />
          {props.secondary ? <CtaView cta={props.secondary} size="lg" tone="dark" /> : null}
        </div>
      </Container>
    </section>
  );
}
