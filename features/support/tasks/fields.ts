/** The details of the account, profile and trip forms, as the scenarios name them. */
export interface Field {
  /** The words a scenario uses: "fitness goal". */
  label: string;
  /** The name the app gives it: "fitnessGoal". */
  key: string;
  numeric: boolean;
}

const field = (label: string, key: string, numeric = false): Field => ({ label, key, numeric });

export const FIELDS: Field[] = [
  field('username', 'username'),
  field('e-mail', 'email'),
  field('new password', 'newPassword'),
  field('password', 'password'),
  field('name', 'name'),
  field('age', 'age', true),
  field('height', 'heightCm', true),
  field('weight', 'weightKg', true),
  field('gender', 'gender'),
  field('fitness goal', 'fitnessGoal'),
  field('unit system', 'unitSystem'),
  field('account type', 'accountType'),
  field('subscription status', 'subscriptionStatus'),
  field('avatar address', 'avatarUrl'),
  field('device identifier', 'deviceId'),
  field('return date', 'returnDate'),
];

export function fieldNamed(label: string): Field {
  const found = FIELDS.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`Unknown detail "${label}": use ${FIELDS.map((f) => f.label).join(', ')}`);
  return found;
}

/**
 * A value as a scenario writes it: "(empty)" is an empty text, "21 letters" is
 * that many letters, a number is a number for numeric details (anything else
 * is sent as typed, e.g. "twenty").
 */
export function valueOf(detail: Field, text: string): string | number {
  if (text === '(empty)') return '';
  const letters = /^(\d+) letters$/.exec(text);
  if (letters) return 'a'.repeat(Number(letters[1]));
  if (detail.numeric && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  return text;
}
