import { LIMITS, type UnitSystem } from '../../../../contracts/accounts';

/**
 * Metric ⇄ imperial for the profile form (spec 1 §5): the server stores
 * centimetres and kilograms. Imperial entry converts inches × 2.54 rounded to
 * whole centimetres and pounds ÷ 2.20462 to kilograms with one decimal; the
 * stored values are shown back in inches and pounds with one decimal.
 */
export const CM_PER_INCH = 2.54;
export const LB_PER_KG = 2.20462;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export const inchesToCm = (inches: number): number => Math.round(inches * CM_PER_INCH);
export const poundsToKg = (pounds: number): number => oneDecimal(pounds / LB_PER_KG);
export const cmToInches = (cm: number): number => oneDecimal(cm / CM_PER_INCH);
export const kgToPounds = (kg: number): number => oneDecimal(kg * LB_PER_KG);

/** A height typed in `unit`, as the whole centimetres the server stores. */
export const heightToCm = (value: number, unit: UnitSystem): number => (unit === 'imperial' ? inchesToCm(value) : Math.round(value));
/** A weight typed in `unit`, as kilograms with one decimal. */
export const weightToKg = (value: number, unit: UnitSystem): number => (unit === 'imperial' ? poundsToKg(value) : oneDecimal(value));
/** A stored height shown in `unit`. */
export const heightFromCm = (cm: number, unit: UnitSystem): number => (unit === 'imperial' ? cmToInches(cm) : cm);
/** A stored weight shown in `unit`. */
export const weightFromKg = (kg: number, unit: UnitSystem): number => (unit === 'imperial' ? kgToPounds(kg) : kg);

export interface Range {
  min: number;
  max: number;
}

/**
 * The form's ranges (height 50–300 cm, weight 30–300 kg) in whole units of
 * `unit`, rounded inwards so every value inside the shown range is accepted.
 */
export function heightRange(unit: UnitSystem): Range {
  if (unit === 'metric') return { min: LIMITS.profileHeightMin, max: LIMITS.profileHeightMax };
  return { min: Math.ceil(LIMITS.profileHeightMin / CM_PER_INCH), max: Math.floor(LIMITS.profileHeightMax / CM_PER_INCH) };
}

export function weightRange(unit: UnitSystem): Range {
  if (unit === 'metric') return { min: LIMITS.weightMin, max: LIMITS.weightMax };
  return { min: Math.ceil(LIMITS.weightMin * LB_PER_KG), max: Math.floor(LIMITS.weightMax * LB_PER_KG) };
}
