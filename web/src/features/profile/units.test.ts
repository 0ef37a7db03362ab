import { describe, expect, it } from 'vitest';
import {
  cmToInches,
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
    expect(inchesToCm(66.9)).toBe(170); // 169.926
    expect(inchesToCm(60)).toBe(152); // 152.4
    expect(heightToCm(70, 'imperial')).toBe(178);
  });

  it('converts pounds to kilograms with one decimal: ÷ 2.20462', () => {
    expect(poundsToKg(165)).toBe(74.8); // 74.843…
    expect(poundsToKg(154.3)).toBe(70); // 69.989…
    expect(poundsToKg(200)).toBe(90.7); // 90.718…
    expect(weightToKg(165, 'imperial')).toBe(74.8);
  });

  it('shows stored values back in inches and pounds, one decimal', () => {
    expect(cmToInches(170)).toBe(66.9);
    expect(kgToPounds(70)).toBe(154.3);
    expect(heightFromCm(178, 'imperial')).toBe(70.1);
    expect(weightFromKg(74.8, 'imperial')).toBe(164.9);
  });

  it('round-trips what it shows without drifting', () => {
    for (const cm of [50, 152, 170, 183, 300]) expect(inchesToCm(cmToInches(cm))).toBe(cm);
    for (const kg of [30, 61.5, 70, 74.8, 300]) expect(poundsToKg(kgToPounds(kg))).toBe(kg);
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
