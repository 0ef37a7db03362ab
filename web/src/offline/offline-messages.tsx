import type { ReactNode } from 'react';
import offlineEn from '../../../contracts/i18n/en/offline.json';
import offlineEs from '../../../contracts/i18n/es/offline.json';
import { FeatureMessages } from '../i18n/feature-messages';

const catalogues = { en: offlineEn, es: offlineEs };

/** The offline app's copy (saved workouts, the update prompt), shipped with the parts that show it. */
export function OfflineMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogues={catalogues}>{children}</FeatureMessages>;
}
