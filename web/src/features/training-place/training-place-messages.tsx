import type { ReactNode } from 'react';
import en from '../../../../contracts/i18n/en/training-place.json';
import es from '../../../../contracts/i18n/es/training-place.json';
import { FeatureMessages } from '../../i18n/feature-messages';

const catalogues = { en, es };

/** The place field's copy, carried by the lazy chunks of the screens that show it. */
export function TrainingPlaceMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogues={catalogues}>{children}</FeatureMessages>;
}
