import type { BlockProps } from '../../../../contracts/sdui/blocks/catalogue';
import { Container } from '../../components/ui/layout';
import type { BlockRendererProps } from '../block-registry.types';

/** text@1: a plain paragraph, the universal fallback. */
export function TextBlock({ props }: BlockRendererProps<BlockProps<'text', 1>>) {
  return (
    <Container width="narrow" className="block-text">
      <p>{props.text}</p>
    </Container>
  );
}
