import type { ReactNode } from 'react';
import en from '../../../../contracts/i18n/en/cancel-trial.json';
import es from '../../../../contracts/i18n/es/cancel-trial.json';
import { FeatureMessages } from '../../i18n/feature-messages';

const catalogues = { en, es };

/** The cancel page's texts (contracts/i18n/{en,es}/cancel-trial.json). */
export function CancelTrialMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogues={catalogues}>{children}</FeatureMessages>;
}
