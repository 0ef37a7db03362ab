import { describe, expect, it } from 'vitest';
import {
  cmToInches,
  convertTyped,
  heightFromCm,
  heightRange,
  heightToCm,
  inchesToCm,
  kgToPounds,
  poundsToKg,
  weightFromKg,
  weightRange,
  weightToKg,
} from './units';

describe('imperial entry (spec 1 §5)', () => {
  it('converts inches to whole centimetres: × 2.54, rounded', () => {
    expect(inchesToCm(70)).toBe(178); // 177.8
    expect(inchesToCm(67)).toBe(170); // 170.18
    expect(inchesToCm(60)).toBe(152); // 152.4
    expect(heightToCm(70, 'imperial')).toBe(178);
  });

  it('converts pounds to kilograms with one decimal: ÷ 2.20462', () => {
    expect(poundsToKg(165)).toBe(74.8); // 74.843…
    expect(poundsToKg(154)).toBe(69.9); // 69.853…
    expect(poundsToKg(200)).toBe(90.7); // 90.718…
    expect(weightToKg(165, 'imperial')).toBe(74.8);
  });

  it('shows stored values back in whole inches and whole pounds', () => {
    expect(cmToInches(170)).toBe(67);
    expect(kgToPounds(70)).toBe(154);
    expect(heightFromCm(178, 'imperial')).toBe(70);
    expect(weightFromKg(74.8, 'imperial')).toBe(165);
  });

  it('shows back exactly the whole inches and pounds typed, for every value of the form', () => {
    for (let inches = 20; inches <= 118; inches++) expect(cmToInches(inchesToCm(inches))).toBe(inches);
    for (let pounds = 67; pounds <= 661; pounds++) expect(kgToPounds(poundsToKg(pounds))).toBe(pounds);
  });

  it('counts a decimal typed in imperial as its nearest whole number', () => {
    expect(inchesToCm(70.4)).toBe(inchesToCm(70));
    expect(poundsToKg(164.6)).toBe(poundsToKg(165));
  });

  it('converts what is typed when the traveller switches unit systems', () => {
    const parse = (text: string) => (text.trim() === '' ? null : Number(text));
    expect(convertTyped('170', 'height', 'metric', 'imperial', parse)).toBe('67');
    expect(convertTyped('70', 'weight', 'metric', 'imperial', parse)).toBe('154');
    expect(convertTyped('70', 'height', 'imperial', 'metric', parse)).toBe('178');
    expect(convertTyped('165', 'weight', 'imperial', 'metric', parse)).toBe('74.8');
    expect(convertTyped('', 'weight', 'imperial', 'metric', parse)).toBe('');
  });

  it('leaves metric values as typed (height whole, weight one decimal)', () => {
    expect(heightToCm(170, 'metric')).toBe(170);
    expect(heightToCm(170.4, 'metric')).toBe(170);
    expect(weightToKg(70.25, 'metric')).toBe(70.3);
    expect(heightFromCm(170, 'metric')).toBe(170);
    expect(weightFromKg(70, 'metric')).toBe(70);
  });
});

describe('form ranges in the chosen unit', () => {
  it('are the spec ranges in metric', () => {
    expect(heightRange('metric')).toEqual({ min: 50, max: 300 });
    expect(weightRange('metric')).toEqual({ min: 30, max: 300 });
  });

  it('are rounded inwards in imperial, so every value shown as allowed converts inside the metric range', () => {
    const height = heightRange('imperial');
    const weight = weightRange('imperial');
    expect(height).toEqual({ min: 20, max: 118 });
    expect(weight).toEqual({ min: 67, max: 661 });
    expect(inchesToCm(height.min)).toBeGreaterThanOrEqual(50);
    expect(inchesToCm(height.max)).toBeLessThanOrEqual(300);
    expect(poundsToKg(weight.min)).toBeGreaterThanOrEqual(30);
    expect(poundsToKg(weight.max)).toBeLessThanOrEqual(300);
  });
});
