import type { BlockProps } from '../../../../contracts/sdui/blocks/catalogue';
import { Icon } from '../../components/ui/icon';
import { Container, SectionHeading } from '../../components/ui/layout';
import type { BlockRendererProps } from '../block-registry.types';

/** testimonials@1: quotes as figure / blockquote / figcaption. */
export function TestimonialsBlock({ props, block }: BlockRendererProps<BlockProps<'testimonials', 1>>) {
  const titleId = `${block.id}-title`;
  return (
    <section className="band band--light" aria-labelledby={titleId}>
      <Container>
        <SectionHeading id={titleId} title={props.title} />
        <ul className="card-grid card-grid--3">
          {props.items.map((item) => (
            <li key={item.name} className="testimonial-item">
              <figure className="card testimonial">
                <Icon name="quote" size={32} className="testimonial__mark" />
                <blockquote className="testimonial__quote">
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className="testimonial__by">
                  <span className="avatar" aria-hidden="true">
                    {initials(item.name)}
                  </span>
                  <span>
                    <span className="testimonial__name">{item.name}</span>
                    <span className="testimonial__role">{item.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}
