import type { ReactNode } from 'react';
import en from '../../../../contracts/i18n/en/plan.json';
import es from '../../../../contracts/i18n/es/plan.json';
import { FeatureMessages } from '../../i18n/feature-messages';

const catalogues = { en, es };

/** The plan page's copy, shipped in its lazy chunk. */
export function PlanMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogues={catalogues}>{children}</FeatureMessages>;
}
