import type { ReactNode } from 'react';
import en from '../../../../contracts/i18n/en/profile.json';
import es from '../../../../contracts/i18n/es/profile.json';
import { FeatureMessages } from '../../i18n/feature-messages';

const catalogues = { en, es };

/** The profile pages' copy, shipped in their own lazy chunk. */
export function ProfileMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogues={catalogues}>{children}</FeatureMessages>;
}
