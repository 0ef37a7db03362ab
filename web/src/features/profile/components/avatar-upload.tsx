import { useId, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LIMITS, type User } from '../../../../../contracts/accounts';
import { LinkButton } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { useUploadAvatar } from '../api/profile.api';
import { isRegistered, problemMessage } from '../profile-problems';
import { ProfileAvatar } from './profile-avatar';

/** The image types the server accepts (it checks the bytes too). */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/**
 * Avatar upload (spec 1 §2, §5): registered travellers only; the file is
 * checked here first (PNG/JPEG/WebP, at most 2 MB) so a large photo is refused
 * before it is sent. Anonymous travellers are invited to sign up instead.
 */
export function AvatarUpload({ user }: { user: User }) {
  const titleId = useId();
  return (
    <section className="profile-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="profile-card__title">
        <FormattedMessage id={isRegistered(user.accountType) ? 'profile.avatar.title' : 'profile.avatar.guest.title'} />
      </h2>
      {isRegistered(user.accountType) ? <AvatarPicker user={user} /> : <GuestPrompt user={user} />}
    </section>
  );
}

function GuestPrompt({ user }: { user: User }) {
  return (
    <div className="avatar-upload">
      <ProfileAvatar user={user} size="lg" />
      <div className="avatar-upload__controls">
        <p className="profile-card__body">
          <FormattedMessage id="profile.avatar.guest.body" />
        </p>
        {/* One way: signing up from this device keeps the guest's progress, as upgrading would (DECISIONS.md). */}
        <div className="profile-actions">
          <LinkButton to="/register" size="sm">
            <FormattedMessage id="profile.avatar.guest.register" />
          </LinkButton>
        </div>
      </div>
    </div>
  );
}

function AvatarPicker({ user }: { user: User }) {
  const intl = useIntl();
  const toast = useToast();
  const upload = useUploadAvatar();
  const inputId = useId();
  const hintId = useId();

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Clear the input, so choosing the same file again (after fixing it) fires a change.
    event.currentTarget.value = '';
    if (!file) return;
    const refuse = (id: string) => toast.show({ title: intl.formatMessage({ id }), tone: 'error' });
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return refuse('profile.error.avatar-not-image');
    if (file.size > LIMITS.avatarMaxBytes) return refuse('profile.error.avatar-too-large');
    upload.mutate(file, {
      onSuccess: () => toast.show({ title: intl.formatMessage({ id: 'profile.avatar.updated' }), tone: 'success' }),
      onError: (error) => toast.show({ title: problemMessage(intl, error, 'profile.error.upload-failed'), tone: 'error' }),
    });
  };

  return (
    <div className="avatar-upload">
      <ProfileAvatar user={user} size="lg" />
      <div className="avatar-upload__controls">
        <input
          id={inputId}
          type="file"
          name="avatar"
          accept={AVATAR_TYPES.join(',')}
          className="avatar-upload__input"
          aria-describedby={hintId}
          disabled={upload.isPending}
          onChange={onChange}
        />
        <label htmlFor={inputId} className="btn btn--secondary btn--sm avatar-upload__button" aria-disabled={upload.isPending || undefined}>
          <FormattedMessage id={user.avatarUrl ? 'profile.avatar.change' : 'profile.avatar.choose'} />
        </label>
        <p id={hintId} className="field__hint">
          <FormattedMessage id="profile.avatar.hint" />
        </p>
        <p className="avatar-upload__status" role="status">
          {upload.isPending ? <FormattedMessage id="profile.avatar.uploading" /> : null}
        </p>
      </div>
    </div>
  );
}
