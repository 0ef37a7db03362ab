import { FormattedMessage } from 'react-intl';
import type { User } from '../../../../../contracts/accounts';
import { ProfileAvatar } from './profile-avatar';

/** The page heading with the traveller's photo, name and account type. */
export function ProfileHeader({ user, titleId }: { user: User | undefined; titleId: string }) {
  return (
    <header className="profile-header">
      <ProfileAvatar user={user} size="lg" />
      <div className="profile-header__text">
        <h1 id={titleId} className="profile-header__title">
          <FormattedMessage id="profile.page.title" />
        </h1>
        {user ? (
          <p className="profile-header__who">
            <span className="profile-header__name">{user.name ?? <FormattedMessage id="profile.header.guest" />}</span>
            <span className={`chip profile-chip profile-chip--${user.accountType}`}>
              <FormattedMessage id={`profile.account.type.${user.accountType}`} />
            </span>
          </p>
        ) : null}
      </div>
    </header>
  );
}
