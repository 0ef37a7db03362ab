import type { BlockProps } from '../../../../contracts/sdui/blocks/catalogue';
import { Icon } from '../../components/ui/icon';
import { Card, Container, SectionHeading } from '../../components/ui/layout';
import type { BlockRendererProps } from '../block-registry.types';

/** feature-grid@1: product capabilities as a list of cards. */
export function FeatureGridBlock({ props, block }: BlockRendererProps<BlockProps<'feature-grid', 1>>) {
  const titleId = `${block.id}-title`;
  return (
    <section className="band band--light" aria-labelledby={titleId}>
      <Container>
        <SectionHeading id={titleId} title={props.title} subtitle={props.subtitle} />
        <ul className="card-grid">
          {props.features.map((feature) => (
            <Card as="li" key={feature.title} className="feature">
              <span className="icon-badge">
                <Icon name={feature.icon} />
              </span>
              <h3 className="card__title">{feature.title}</h3>
              <p className="card__body">{feature.body}</p>
            </Card>
          ))}
        </ul>
      </Container>
    </section>
  );
}
