import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentMeta } from '../../app/document-meta';
import { LinkButton } from '../../components/ui/button';
import { Container } from '../../components/ui/layout';
import { useProfile } from './api/profile.api';
import { ProfileAvatar } from './components/profile-avatar';
import { ProfileData } from './components/profile-data';
import { AccountFacts, PersonalFacts } from './components/profile-facts';
import { ProfileMessages } from './profile-messages';
import './profile.css';

/** `/account` (spec 1 §2): the profile, read-only, with a way to the editable one. */
export default function AccountPage() {
  return (
    <ProfileMessages>
      <Account />
    </ProfileMessages>
  );
}

function Account() {
  const intl = useIntl();
  useDocumentMeta(intl.formatMessage({ id: 'profile.account-page.document-title' }));
  const titleId = useId();
  const personalId = useId();
  const accountId = useId();
  const profile = useProfile();
  return (
    <main id="main" tabIndex={-1} className="page profile-page" aria-labelledby={titleId}>
      <Container width="narrow" className="profile-page__inner">
        <header className="profile-header">
          <ProfileAvatar user={profile.data} size="lg" />
          <div className="profile-header__text">
            <h1 id={titleId} className="profile-header__title">
              <FormattedMessage id="profile.account-page.title" />
            </h1>
            <p className="profile-header__who">
              <FormattedMessage id="profile.account-page.intro" />
            </p>
          </div>
        </header>
        <ProfileData query={profile}>
          {(user) => (
            <div className="profile-stack">
              <section className="profile-card" aria-labelledby={personalId}>
                <h2 id={personalId} className="profile-card__title">
                  <FormattedMessage id="profile.facts.title" />
                </h2>
                <PersonalFacts user={user} />
              </section>
              <section className="profile-card" aria-labelledby={accountId}>
                <h2 id={accountId} className="profile-card__title">
                  <FormattedMessage id="profile.account.title" />
                </h2>
                <AccountFacts user={user} />
              </section>
              <div className="profile-actions">
                <LinkButton to="/profile?tab=personal">
                  <FormattedMessage id="profile.account-page.edit" />
                </LinkButton>
              </div>
            </div>
          )}
        </ProfileData>
      </Container>
    </main>
  );
}
