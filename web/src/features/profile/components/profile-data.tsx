import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ProfileReply } from '../../../../../contracts/accounts';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import type { useProfile } from '../api/profile.api';

/** Shows the profile once loaded: a polite loading line, or an error with a retry. */
export function ProfileData({ query, children }: { query: ReturnType<typeof useProfile>; children: (profile: ProfileReply) => ReactNode }) {
  if (query.data) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <div className="profile-card profile-load-error" role="alert">
        <h2 className="profile-card__title">
          <FormattedMessage id="profile.load.error-title" />
        </h2>
        <p>
          <FormattedMessage id="profile.load.error-body" />
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <Icon name="refresh" size={18} />
          <FormattedMessage id="profile.load.retry" />
        </Button>
      </div>
    );
  }
  return (
    <p className="profile-loading" role="status">
      <span className="page-loading__dot" aria-hidden="true" />
      <FormattedMessage id="profile.load.loading" />
    </p>
  );
}
