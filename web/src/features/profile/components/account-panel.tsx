import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { User } from '../../../../../contracts/accounts';
import { Button, LinkButton } from '../../../components/ui/button';
import { AccountBillingCard } from '../../billing';
import { isRegistered } from '../profile-problems';
import { AccountFacts } from './profile-facts';

/**
 * The Account tab (spec 1 §2): account type, e-mail and plan; for registered
 * travellers the billing card; data export and privacy settings shown disabled
 * and marked "Coming soon".
 */
export function AccountPanel({ user }: { user: User }) {
  const detailsId = useId();
  const dataId = useId();
  return (
    <div className="profile-stack">
      <section className="profile-card" aria-labelledby={detailsId}>
        <h2 id={detailsId} className="profile-card__title">
          <FormattedMessage id="profile.account.title" />
        </h2>
        <AccountFacts user={user} />
        {isRegistered(user.accountType) ? null : (
          <div className="profile-note">
            <p>
              <FormattedMessage id="profile.account.guest-note" />
            </p>
            <LinkButton to="/register" size="sm">
              <FormattedMessage id="profile.account.sign-up" />
            </LinkButton>
          </div>
        )}
      </section>
      {isRegistered(user.accountType) ? <AccountBillingCard /> : null}
      <section className="profile-card" aria-labelledby={dataId}>
        <h2 id={dataId} className="profile-card__title">
          <FormattedMessage id="profile.account.data.title" />
        </h2>
        <ul className="soon-list">
          <ComingSoon titleId="profile.account.export" bodyId="profile.account.export-body" />
          <ComingSoon titleId="profile.account.privacy" bodyId="profile.account.privacy-body" />
        </ul>
      </section>
    </div>
  );
}

function ComingSoon({ titleId, bodyId }: { titleId: string; bodyId: string }) {
  const describedBy = useId();
  return (
    <li className="soon-list__item">
      <div className="soon-list__text">
        <h3 className="soon-list__title">
          <FormattedMessage id={titleId} />
        </h3>
        <p id={describedBy} className="soon-list__body">
          <FormattedMessage id={bodyId} />{' '}
          <span className="soon-badge">
            <FormattedMessage id="profile.account.coming-soon" />
          </span>
        </p>
      </div>
      <Button variant="secondary" size="sm" disabled aria-describedby={describedBy}>
        <FormattedMessage id={titleId} />
      </Button>
    </li>
  );
}
