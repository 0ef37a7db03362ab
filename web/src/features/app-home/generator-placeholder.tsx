import { FormattedMessage } from 'react-intl';
import { AppHomeMessages } from './app-home-messages';

/**
 * Stands in for `GeneratorFlow` (web/src/features/generator) until it lands on
 * this branch: the coordinator swaps this import in workout-generator.block.tsx
 * for the real component.
 */
export function GeneratorFlow() {
  return (
    <AppHomeMessages>
      <section className="billing-card" data-testid="workout-generator">
        <h2 className="app-home__start-title">
          <FormattedMessage id="app-home.generator.placeholder.title" />
        </h2>
        <p>
          <FormattedMessage id="app-home.generator.placeholder.body" />
        </p>
      </section>
    </AppHomeMessages>
  );
}
