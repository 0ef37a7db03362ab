import type { BlockProps } from '../../../../contracts/sdui/blocks/catalogue';
import { Icon } from '../../components/ui/icon';
import { Container, SectionHeading } from '../../components/ui/layout';
import type { BlockRendererProps } from '../block-registry.types';

/** problem-statement@1: why training on the road is hard. */
export function ProblemStatementBlock({ props, block }: BlockRendererProps<BlockProps<'problem-statement', 1>>) {
  const titleId = `${block.id}-title`;
  return (
    <section className="band band--light problem" aria-labelledby={titleId}>
      <Container className="problem__inner">
        <div className="problem__lead">
          <SectionHeading id={titleId} title={props.title} align="start" />
          <p className="lead">{props.body}</p>
        </div>
        <ul className="problem__points">
          {props.points.map((point) => (
            <li key={point.text} className="problem__point">
              <span className="icon-badge icon-badge--warm">
                <Icon name={point.icon} />
              </span>
              <span>{point.text}</span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
