import type { ReactNode } from 'react';
import en from '../../../../contracts/i18n/en/admin-analytics.json';
import es from '../../../../contracts/i18n/es/admin-analytics.json';
import { FeatureMessages } from '../../i18n/feature-messages';

const catalogues = { en, es };

/** The analytics report's copy, carried by its lazy chunk. */
export function AdminAnalyticsMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogues={catalogues}>{children}</FeatureMessages>;
}
