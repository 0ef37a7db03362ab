import type { ReactNode } from 'react';
import en from '../../../../contracts/i18n/en/media.json';
import es from '../../../../contracts/i18n/es/media.json';
import { FeatureMessages } from '../../i18n/feature-messages';

const catalogues = { en, es };

/** The demos' and media admin's copy, carried by the lazy chunks that show them. */
export function MediaMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogues={catalogues}>{children}</FeatureMessages>;
}
