import { FormattedMessage, useIntl } from 'react-intl';
import { LinkButton } from '../../../components/ui/button';

const LINKS = {
  challenges: { to: '/challenges', id: 'progress.nav.challenges' },
  global: { to: '/leaderboard', id: 'progress.nav.global' },
  cities: { to: '/city-leaderboard', id: 'progress.nav.cities' },
  app: { to: '/app', id: 'progress.nav.back-to-app' },
  account: { to: '/account', id: 'progress.nav.back-to-account' },
} as const;

export type ProgressLink = keyof typeof LINKS;

/**
 * The ways on from a progress page (spec 2 §2: the leaderboard links to
 * Challenges; the city leaderboard to Challenges, Global and Back to App).
 */
export function ProgressNav({ links }: { links: readonly ProgressLink[] }) {
  const intl = useIntl();
  return (
    <nav className="progress-nav" aria-label={intl.formatMessage({ id: 'progress.nav.label' })}>
      {links.map((key) => (
        <LinkButton key={key} to={LINKS[key].to} variant="secondary" size="sm">
          <FormattedMessage id={LINKS[key].id} />
        </LinkButton>
      ))}
    </nav>
  );
}
