import type { ReactNode } from 'react';
import en from '../../../../contracts/i18n/en/teams.json';
import es from '../../../../contracts/i18n/es/teams.json';
import { FeatureMessages } from '../../i18n/feature-messages';

const catalogues = { en, es };

/** The teams page's copy, shipped in its lazy chunk. */
export function TeamsMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogues={catalogues}>{children}</FeatureMessages>;
}
