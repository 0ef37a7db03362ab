import { LIMITS, type UnitSystem } from '../../../contracts/accounts';

/**
 * Metric ⇄ imperial for the profile and registration forms (spec 1 §5): the
 * server stores centimetres and kilograms. Imperial entry converts inches ×
 * 2.54 rounded to whole centimetres and pounds ÷ 2.20462 to kilograms with
 * one decimal.
 *
 * Imperial is typed and shown in whole inches and whole pounds (issue 9: 70 in
 * came back as 70.1 in). Rounding to whole centimetres moves a height by at
 * most 0.2 in and rounding to 0.1 kg a weight by at most 0.12 lb, so the
 * whole number shown back is always the one typed: a save never changes what
 * the traveller sees. A decimal typed in imperial counts as its nearest whole
 * number.
 *
 * @see features/accounts/profile-units.feature
 */
export const CM_PER_INCH = 2.54;
export const LB_PER_KG = 2.20462;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export const inchesToCm = (inches: number): number => Math.round(Math.round(inches) * CM_PER_INCH);
export const poundsToKg = (pounds: number): number => oneDecimal(Math.round(pounds) / LB_PER_KG);
export const cmToInches = (cm: number): number => Math.round(cm / CM_PER_INCH);
export const kgToPounds = (kg: number): number => Math.round(kg * LB_PER_KG);

/** A height typed in `unit`, as the whole centimetres the server stores. */
export const heightToCm = (value: number, unit: UnitSystem): number => (unit === 'imperial' ? inchesToCm(value) : Math.round(value));
/** A weight typed in `unit`, as kilograms with one decimal. */
export const weightToKg = (value: number, unit: UnitSystem): number => (unit === 'imperial' ? poundsToKg(value) : oneDecimal(value));
/** A stored height shown in `unit`. */
export const heightFromCm = (cm: number, unit: UnitSystem): number => (unit === 'imperial' ? cmToInches(cm) : cm);
/** A stored weight shown in `unit`. */
export const weightFromKg = (kg: number, unit: UnitSystem): number => (unit === 'imperial' ? kgToPounds(kg) : kg);

/** Text typed in one unit system, as the same amount typed in another (blank or not a number stays as typed). */
export function convertTyped(
  text: string,
  kind: 'height' | 'weight',
  from: UnitSystem,
  to: UnitSystem,
  parse: (text: string) => number | null,
): string {
  const value = parse(text);
  if (from === to || value === null || Number.isNaN(value)) return text;
  return kind === 'height' ? String(heightFromCm(heightToCm(value, from), to)) : String(weightFromKg(weightToKg(value, from), to));
}

export interface Range {
  min: number;
  max: number;
}

/**
 * The form's ranges (height 50–300 cm on the profile, `cm` elsewhere; weight
 * 30–300 kg) in whole units of `unit`, rounded inwards so every value inside
 * the shown range is accepted.
 */
export function heightRange(unit: UnitSystem, cm: Range = { min: LIMITS.profileHeightMin, max: LIMITS.profileHeightMax }): Range {
  if (unit === 'metric') return cm;
  return { min: Math.ceil(cm.min / CM_PER_INCH), max: Math.floor(cm.max / CM_PER_INCH) };
}

export function weightRange(unit: UnitSystem): Range {
  if (unit === 'metric') return { min: LIMITS.weightMin, max: LIMITS.weightMax };
  return { min: Math.ceil(LIMITS.weightMin * LB_PER_KG), max: Math.floor(LIMITS.weightMax * LB_PER_KG) };
}
