import type { ReactNode } from 'react';
import en from '../../../../contracts/i18n/en/challenges.json';
import es from '../../../../contracts/i18n/es/challenges.json';
import { FeatureMessages } from '../../i18n/feature-messages';

const catalogues = { en, es };

/** The challenges page's copy, shipped in its lazy chunk. */
export function ChallengesMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogues={catalogues}>{children}</FeatureMessages>;
}
