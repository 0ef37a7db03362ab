import { useIntl } from 'react-intl';
import type { User } from '../../../../../contracts/accounts';

/** Up to two initials of a name; empty when there is no name. */
export function initialsOf(name: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

/** The traveller's photo, or their initials (or a plane for a guest) when there is none. */
export function ProfileAvatar({ user, size = 'md' }: { user: User | undefined; size?: 'md' | 'lg' }) {
  const intl = useIntl();
  const className = `avatar profile-avatar profile-avatar--${size}`;
  if (user?.avatarUrl) {
    return <img className={className} src={user.avatarUrl} alt={intl.formatMessage({ id: 'profile.avatar.alt' })} />;
  }
  const initials = initialsOf(user?.name ?? null);
  return (
    <span className={className} aria-hidden="true">
      {initials || '✈'}
    </span>
  );
}
