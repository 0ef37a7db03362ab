import type { IntlShape } from 'react-intl';
import { ACCOUNT_ERRORS, type AccountErrorCode } from '../../../../contracts/accounts';

/**
 * Something to tell the traveller: a catalogue key (translated), or the
 * server's own text when it sent a reason this client does not know.
 */
export type Problem = { key: string; values?: Record<string, number | string> } | { text: string };

/** Field name → problem for that field. */
export type FieldProblems = Partial<Record<string, Problem>>;

/** Every accounts error code has its own translation (the record is exhaustive: a new code fails `tsc`). */
const CODE_KEYS: Record<AccountErrorCode, string> = {
  'accounts.authentication-required': 'accounts.error.authentication-required',
  'accounts.invalid-credentials': 'accounts.error.invalid-credentials',
  'accounts.registration-failed': 'accounts.error.registration-failed',
  'accounts.device-linked': 'accounts.error.device-linked',
  'accounts.not-your-device': 'accounts.error.not-your-device',
  'accounts.invalid-reset-token': 'accounts.error.invalid-reset-token',
  'accounts.rate-limited': 'accounts.error.rate-limited',
  'accounts.update-failed': 'accounts.error.update-failed',
  'accounts.account-required': 'accounts.error.account-required',
  'accounts.upload-failed': 'accounts.error.upload-failed',
  'accounts.avatar-too-large': 'accounts.error.avatar-too-large',
  'accounts.avatar-not-image': 'accounts.error.avatar-not-image',
};

/**
 * The English validation messages of contracts/accounts/accounts.schemas.ts
 * (used by the forms and sent back by the server in `details`) and their keys.
 */
const VALIDATION_KEYS: Record<string, string> = {
  'Email is required': 'auth.validation.email-required',
  'Invalid email address': 'auth.validation.email-invalid',
  'Password is required': 'auth.validation.password-required',
  'Password is too long': 'auth.validation.password-too-long',
  'Password must be at least 6 characters': 'auth.validation.password-short',
  'Password must be at most 128 characters': 'auth.validation.password-long',
  'Passwords do not match': 'auth.validation.passwords-mismatch',
  'Username must be at least 3 characters': 'auth.validation.username-short',
  'Username must be at most 20 characters': 'auth.validation.username-long',
  'Username may contain only letters, numbers and underscores': 'auth.validation.username-characters',
  'Name is required': 'auth.validation.name-required',
  'Name must be at most 100 characters': 'auth.validation.name-long',
  'Age must be a number': 'auth.validation.age-number',
  'Age must be a whole number': 'auth.validation.age-whole',
  'Age must be at least 13': 'auth.validation.age-min',
  'Age must be at most 100': 'auth.validation.age-max',
  'Height must be a number': 'auth.validation.height-number',
  'Height must be a whole number': 'auth.validation.height-whole',
  'Height must be between 100 and 250 cm': 'auth.validation.height-range',
  'Weight must be a number': 'auth.validation.weight-number',
  'Weight must be between 30 and 300 kg': 'auth.validation.weight-range',
  'Invalid or expired reset link': 'accounts.error.invalid-reset-token',
  [ACCOUNT_ERRORS['accounts.invalid-credentials']]: 'accounts.error.invalid-credentials',
};

export const PASSWORDS_MISMATCH = 'Passwords do not match';

export function isAccountErrorCode(code: unknown): code is AccountErrorCode {
  return typeof code === 'string' && Object.hasOwn(CODE_KEYS, code);
}

/** A problem for a reason code (known codes only). */
export function codeProblem(code: AccountErrorCode): Problem {
  return { key: CODE_KEYS[code] };
}

/** A validation message of the schemas as a problem; zod's own texts (enum mismatch) read "choose an option". */
export function validationProblem(message: string, zodCode?: string): Problem {
  const key = VALIDATION_KEYS[message];
  if (key) return { key };
  if (zodCode === 'invalid_enum_value') return { key: 'auth.validation.option' };
  return { text: message };
}

/** Every validation message the forms can show has a key (tested against both catalogues). */
export const VALIDATION_MESSAGE_KEYS: Readonly<Record<string, string>> = VALIDATION_KEYS;

export function problemText(intl: IntlShape, problem: Problem): string {
  return 'key' in problem ? intl.formatMessage({ id: problem.key }, problem.values) : problem.text;
}
