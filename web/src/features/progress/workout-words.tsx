import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import en from '../../../../contracts/i18n/en/profile-screen.json';
import es from '../../../../contracts/i18n/es/profile-screen.json';
import { FeatureMessages } from '../../i18n/feature-messages';

/**
 * Badge names and workout places have one owner, the catalogue the profile
 * Overview is composed from (`profile-screen`): the pages that list a
 * traveller's own workouts and badges carry it too, so a badge or a place reads
 * the same on the profile, on /analytics and on /account/analytics.
 */
const catalogues = { en, es };

export function WorkoutWords({ children }: { children: ReactNode }) {
  return <FeatureMessages catalogues={catalogues}>{children}</FeatureMessages>;
}

/** The name of a badge code; a code outside the catalogue is a "special achievement" (DECISIONS.md "Badges"). */
export function useBadgeName(): (code: string) => string {
  const intl = useIntl();
  return (code) => {
    const id = `gamification.badge.${code}.name`;
    return id in intl.messages ? intl.formatMessage({ id }) : intl.formatMessage({ id: 'profile-screen.badges.unknown.name' });
  };
}

/**
 * The label of a workout's place or context code (`hotel_room` → "Hotel
 * room"); an unknown one is shown as written, made readable, as the profile
 * Overview does.
 */
export function usePlaceName(): (context: string) => string {
  const intl = useIntl();
  return (context) => {
    const id = `profile-screen.workouts.context.${context
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_')}`;
    if (id in intl.messages) return intl.formatMessage({ id });
    const words = context.replace(/[_-]+/g, ' ').trim();
    return words.charAt(0).toUpperCase() + words.slice(1);
  };
}
