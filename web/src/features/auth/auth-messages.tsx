import type { ReactNode } from 'react';
import en from '../../../../contracts/i18n/en/auth.json';
import es from '../../../../contracts/i18n/es/auth.json';
import { FeatureMessages } from '../../i18n/feature-messages';

const catalogues = { en, es };

/** The auth pages' copy, shipped in their own lazy chunk. */
export function AuthMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogues={catalogues}>{children}</FeatureMessages>;
}
