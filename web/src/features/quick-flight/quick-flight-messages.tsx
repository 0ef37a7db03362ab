import type { ReactNode } from 'react';
import profileScreenEn from '../../../../contracts/i18n/en/profile-screen.json';
import quickFlightEn from '../../../../contracts/i18n/en/quick-flight.json';
import profileScreenEs from '../../../../contracts/i18n/es/profile-screen.json';
import quickFlightEs from '../../../../contracts/i18n/es/quick-flight.json';
import type { Messages } from '../../../../contracts/i18n';
import { FeatureMessages } from '../../i18n/feature-messages';

/** The badges' names, from the one catalogue that owns them. */
const badgeNames = (messages: Messages): Messages =>
  Object.fromEntries(Object.entries(messages).filter(([id]) => id.startsWith('gamification.badge.') && id.endsWith('.name')));

/** Quick flight's copy and the badges' names, shipped in its lazy chunk. */
const catalogues = {
  en: { ...quickFlightEn, ...badgeNames(profileScreenEn) },
  es: { ...quickFlightEs, ...badgeNames(profileScreenEs) },
};

export function QuickFlightMessages({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogues={catalogues}>{children}</FeatureMessages>;
}
