import type { BlockProps } from '../../../../contracts/sdui/blocks/catalogue';
import { Icon } from '../../components/ui/icon';
import { Container, SectionHeading } from '../../components/ui/layout';
import type { BlockRendererProps } from '../block-registry.types';

/** benefit-list@1: a themed list of benefits (longevity), on a dark band. */
export function BenefitListBlock({ props, block }: BlockRendererProps<BlockProps<'benefit-list', 1>>) {
  const titleId = `${block.id}-title`;
  return (
    <section className="band band--dark benefits" aria-labelledby={titleId}>
      <Container className="benefits__inner">
        <div className="benefits__lead">
          <SectionHeading id={titleId} eyebrow={props.eyebrow} title={props.title} align="start" tone="dark" />
          <p className="lead lead--on-dark">{props.intro}</p>
        </div>
        <ul className="benefits__list">
          {props.benefits.map((benefit) => (
            <li key={benefit.title} className="benefit">
              <span className="icon-badge icon-badge--on-dark">
                <Icon name={benefit.icon} />
              </span>
              <div>
                <h3 className="benefit__title">{benefit.title}</h3>
                <p className="benefit__body">{benefit.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
