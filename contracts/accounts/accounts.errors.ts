/**
 * Error codes of the accounts module and the English text the server sends
 * (spec 1 §8 where it names one). The web shows its own translation for a
 * known code (`accounts.error.<reason>` in the catalogues) and the server's
 * text otherwise.
 */
export const ACCOUNT_ERRORS = {
  'accounts.authentication-required': 'Authentication required',
  'accounts.invalid-credentials': 'Invalid email or password',
  'accounts.registration-failed': 'Failed to create account',
  'accounts.device-linked': 'This device is already linked to another account. Please sign in instead.',
  /** DECISIONS.md "who is who": a `uid` (address or body) that is not the caller's own device. */
  'accounts.not-your-device': 'This device id is not yours.',
  'accounts.invalid-reset-token': 'Invalid or expired reset link',
  'accounts.rate-limited': 'Too many attempts. Please try again later.',
  'accounts.update-failed': 'Update failed',
  'accounts.account-required': 'Please create an account to upload an avatar',
  'accounts.upload-failed': 'Upload failed',
  'accounts.avatar-too-large': 'Avatar must be less than 2MB',
  'accounts.avatar-not-image': 'Avatar must be a PNG, JPEG or WebP image',
} as const;

export type AccountErrorCode = keyof typeof ACCOUNT_ERRORS;

/** The neutral answer of request-reset, whatever the e-mail (spec 1 §2, SECURITY.md). */
export const RESET_LINK_SENT_MESSAGE = 'If an account exists for this email, a reset link has been sent.';
export const PASSWORD_RESET_MESSAGE = 'Your password has been reset. Please sign in.';
