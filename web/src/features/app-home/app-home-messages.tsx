import type { ReactNode } from 'react';
import en from '../../../../contracts/i18n/en/app-home.json';
import es from '../../../../contracts/i18n/es/app-home.json';
import { FeatureMessages } from '../../i18n/feature-messages';

const catalogues = { en, es };

/** The client's own texts of /app (contracts/i18n/{en,es}/app-home.json); the screen's copy comes from the server. */
export function AppHomeMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogues={catalogues}>{children}</FeatureMessages>;
}
