import type { ReactNode } from 'react';
import en from '../../../../contracts/i18n/en/billing.json';
import es from '../../../../contracts/i18n/es/billing.json';
import { FeatureMessages } from '../../i18n/feature-messages';

const catalogues = { en, es };

/** The billing, subscribe and /app texts (contracts/i18n/{en,es}/billing.json). */
export function BillingMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogues={catalogues}>{children}</FeatureMessages>;
}
