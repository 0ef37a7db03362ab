import type { BlockProps } from '../../../../contracts/sdui/blocks/catalogue';
import { Icon } from '../../components/ui/icon';
import { Card, Container, SectionHeading } from '../../components/ui/layout';
import type { BlockRendererProps } from '../block-registry.types';

/** scenario-cards@1: places a traveller trains, with session length and typical moves. */
export function ScenarioCardsBlock({ props, block }: BlockRendererProps<BlockProps<'scenario-cards', 1>>) {
  const titleId = `${block.id}-title`;
  return (
    <section className="band band--tint" aria-labelledby={titleId}>
      <Container>
        <SectionHeading id={titleId} title={props.title} subtitle={props.subtitle} />
        <ul className="card-grid card-grid--3">
          {props.scenarios.map((scenario) => (
            <Card as="li" key={scenario.title} className="scenario">
              <div className="scenario__top">
                <span className="icon-badge icon-badge--large">
                  <Icon name={scenario.icon} size={28} />
                </span>
                <span className="chip">
                  <Icon name="clock" size={16} />
                  {scenario.duration}
                </span>
              </div>
              <h3 className="card__title">{scenario.title}</h3>
              <p className="card__body">{scenario.body}</p>
              {scenario.moves.length > 0 ? (
                <ul className="scenario__moves">
                  {scenario.moves.map((move) => (
                    <li key={move}>
                      <Icon name="check" size={16} />
                      {move}
                    </li>
                  ))}
                </ul>
              ) : null}
            </Card>
          ))}
        </ul>
      </Container>
    </section>
  );
}
