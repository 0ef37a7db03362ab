import type { ReactNode } from 'react';
import en from '../../../../contracts/i18n/en/free.json';
import es from '../../../../contracts/i18n/es/free.json';
import { FeatureMessages } from '../../i18n/feature-messages';

const catalogues = { en, es };

/** The free journey's copy (wizard, result, outcomes), shipped in its own lazy chunk. */
export function FreeMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogues={catalogues}>{children}</FeatureMessages>;
}
