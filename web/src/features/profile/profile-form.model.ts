import {
  LIMITS,
  ProfilePatchSchema,
  type FitnessGoal,
  type Gender,
  type ProfilePatch,
  type UnitSystem,
  type User,
} from '../../../../contracts/accounts';
import { convertTyped, heightFromCm, heightRange, heightToCm, weightFromKg, weightRange, weightToKg } from '../../units/units';

/**
 * The Personal Info form as the traveller types it (spec 1 §5 "Profile form"):
 * height and weight in the chosen unit system, numbers as typed text. Pure, so
 * its rules are tested without a browser.
 */
export interface ProfileFormValues {
  name: string;
  age: string;
  height: string;
  weight: string;
  gender: Gender | '';
  unitSystem: UnitSystem;
  fitnessGoal: FitnessGoal | '';
}

export type ProfileField = 'name' | 'age' | 'height' | 'weight';
/** A message id of the profile catalogue and its values. */
export interface FieldProblem {
  id: string;
  values?: Record<string, string | number>;
}
export type FieldProblems = Partial<Record<ProfileField, FieldProblem>>;

const shown = (value: number | null, convert: (v: number) => number): string => (value === null ? '' : String(convert(value)));

/** The form's starting values: the stored profile, height and weight in the profile's own units. */
export function valuesFromProfile(user: User): ProfileFormValues {
  const unit = user.unitSystem;
  return {
    name: user.name ?? '',
    age: user.age === null ? '' : String(user.age),
    height: shown(user.heightCm, (cm) => heightFromCm(cm, unit)),
    weight: shown(user.weightKg, (kg) => weightFromKg(kg, unit)),
    gender: user.gender ?? '',
    unitSystem: unit,
    fitnessGoal: user.fitnessGoal ?? '',
  };
}

/** Typed text as a number: blank is null, a decimal comma is accepted, anything else is NaN. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Switching units converts what is typed, so the traveller's height stays the same height. */
export function switchUnits(values: ProfileFormValues, next: UnitSystem): ProfileFormValues {
  if (next === values.unitSystem) return values;
  return {
    ...values,
    unitSystem: next,
    height: convertTyped(values.height, 'height', values.unitSystem, next, parseNumber),
    weight: convertTyped(values.weight, 'weight', values.unitSystem, next, parseNumber),
  };
}

const unitLabel = (kind: 'height' | 'weight', unit: UnitSystem) =>
  kind === 'height' ? (unit === 'metric' ? 'cm' : 'in') : unit === 'metric' ? 'kg' : 'lb';

export type ValidationOutcome = { ok: true; patch: ProfilePatch } | { ok: false; problems: FieldProblems };

/**
 * Checks the form and builds the `PATCH /api/profile` body: name required
 * (1–100), age optional (whole, 13–100), height required (50–300 cm), weight
 * optional (30–300 kg); imperial entries are converted to centimetres and
 * kilograms first. Blank optional numbers clear the stored value (null).
 */
export function validateProfileForm(values: ProfileFormValues): ValidationOutcome {
  const problems: FieldProblems = {};
  const unit = values.unitSystem;

  const name = values.name.trim();
  if (name === '') problems.name = { id: 'profile.form.error.name-required' };
  else if (name.length > LIMITS.nameMax) problems.name = { id: 'profile.form.error.name-too-long', values: { max: LIMITS.nameMax } };

  const age = parseNumber(values.age);
  if (age !== null && (!Number.isInteger(age) || age < LIMITS.ageMin || age > LIMITS.ageMax)) {
    problems.age = { id: 'profile.form.error.age', values: { min: LIMITS.ageMin, max: LIMITS.ageMax } };
  }

  const height = parseNumber(values.height);
  const heightCm = height === null || Number.isNaN(height) ? null : heightToCm(height, unit);
  if (height === null) problems.height = { id: 'profile.form.error.height-required' };
  else if (heightCm === null || heightCm < LIMITS.profileHeightMin || heightCm > LIMITS.profileHeightMax) {
    problems.height = { id: 'profile.form.error.height-range', values: { ...heightRange(unit), unit: unitLabel('height', unit) } };
  }

  const weight = parseNumber(values.weight);
  const weightKg = weight === null || Number.isNaN(weight) ? null : weightToKg(weight, unit);
  if (weight !== null && (weightKg === null || weightKg < LIMITS.weightMin || weightKg > LIMITS.weightMax)) {
    problems.weight = { id: 'profile.form.error.weight-range', values: { ...weightRange(unit), unit: unitLabel('weight', unit) } };
  }

  if (Object.keys(problems).length > 0) return { ok: false, problems };

  const patch: ProfilePatch = {
    name,
    age,
    heightCm,
    weightKg,
    unitSystem: unit,
    ...(values.gender ? { gender: values.gender } : {}),
    ...(values.fitnessGoal ? { fitnessGoal: values.fitnessGoal } : {}),
  };
  // The shared contract has the last word: the rules above only phrase its limits for the form.
  return { ok: true, patch: ProfilePatchSchema.parse(patch) };
}
