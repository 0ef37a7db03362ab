import type { ReactNode } from 'react';
import en from '../../../../contracts/i18n/en/runner.json';
import es from '../../../../contracts/i18n/es/runner.json';
import { FeatureMessages } from '../../i18n/feature-messages';

const catalogues = { en, es };

/** The runner page's copy, shipped in its own lazy chunk. */
export function RunnerMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogues={catalogues}>{children}</FeatureMessages>;
}
