import type { ReactNode } from 'react';
import en from '../../../../contracts/i18n/en/progress.json';
import es from '../../../../contracts/i18n/es/progress.json';
import { FeatureMessages } from '../../i18n/feature-messages';

const catalogues = { en, es };

/** The progress pages' copy (leaderboards, analytics, history), shipped in their lazy chunks. */
export function ProgressMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogues={catalogues}>{children}</FeatureMessages>;
}
