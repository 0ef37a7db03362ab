import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useDocumentMeta } from '../../app/document-meta';
import { Container } from '../../components/ui/layout';
import { Tab, TabList, TabPanel, Tabs } from '../../components/ui/tabs';
import { prefetchScreen } from '../../sdui/screen-prefetch';
import { ScreenView } from '../../sdui/screen-view';
import { useProfile } from './api/profile.api';
import { AccountPanel } from './components/account-panel';
import { AvatarUpload } from './components/avatar-upload';
import { ProfileData } from './components/profile-data';
import { ProfileForm } from './components/profile-form';
import { ProfileHeader } from './components/profile-header';
import { ProfileMessages } from './profile-messages';
import './profile.css';

// The screen's request starts as this page's code arrives, beside its preloaded block chunk (docs/adr/0047).
prefetchScreen('profile');

export const PROFILE_TABS = ['overview', 'personal', 'account'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

const isTab = (value: string | null): value is ProfileTab => (PROFILE_TABS as readonly (string | null)[]).includes(value);

/**
 * `/profile` (spec 1 §2): Overview (the server-driven `profile` screen),
 * Personal Info (avatar and form) and Account. The open tab is kept in the
 * address (`?tab=personal`), so it survives a reload and can be linked to.
 */
export default function ProfilePage() {
  return (
    <ProfileMessages>
      <Profile />
    </ProfileMessages>
  );
}

function Profile() {
  const intl = useIntl();
  useDocumentMeta(intl.formatMessage({ id: 'profile.page.document-title' }));
  const titleId = useId();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ProfileTab = isTab(requested) ? requested : 'overview';
  const profile = useProfile();

  const select = (next: string) => {
    if (!isTab(next)) return;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'overview') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );
  };

  return (
    <main id="main" tabIndex={-1} className="page profile-page" aria-labelledby={titleId}>
      <Container className="profile-page__inner">
        <ProfileHeader user={profile.data} titleId={titleId} />
        <Tabs value={tab} onValueChange={select} className="profile-tabs">
          <TabList label={intl.formatMessage({ id: 'profile.tabs.label' })}>
            {PROFILE_TABS.map((value) => (
              <Tab key={value} value={value}>
                <FormattedMessage id={`profile.tabs.${value}`} />
              </Tab>
            ))}
          </TabList>
          <TabPanel value="overview">
            <ScreenView screenId="profile" embedded />
          </TabPanel>
          <TabPanel value="personal">
            <ProfileData query={profile}>
              {(user) => (
                <div className="profile-stack">
                  <AvatarUpload user={user} />
                  <ProfileForm key={user.id} user={user} />
                </div>
              )}
            </ProfileData>
          </TabPanel>
          <TabPanel value="account">
            <ProfileData query={profile}>{(user) => <AccountPanel user={user} />}</ProfileData>
          </TabPanel>
        </Tabs>
      </Container>
    </main>
  );
}
