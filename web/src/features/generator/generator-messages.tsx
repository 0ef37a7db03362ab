import type { ReactNode } from 'react';
import en from '../../../../contracts/i18n/en/generator.json';
import es from '../../../../contracts/i18n/es/generator.json';
import { FeatureMessages } from '../../i18n/feature-messages';

const catalogues = { en, es };

/** The generator's copy, shipped in /app's lazy chunk. */
export function GeneratorMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogues={catalogues}>{children}</FeatureMessages>;
}
