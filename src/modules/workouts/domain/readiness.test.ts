import { describe, expect, it } from 'vitest';
import { assessReadiness } from './readiness';

const rested = { level: 'intermediate', energy: 'normal', stress: 'low', sleepHours: 7, soreness: 'none' } as const;

describe('assessReadiness', () => {
  it('leaves a rested traveller at the prescribed volume and the level asked', () => {
    expect(assessReadiness(rested)).toEqual({
      volumeFactor: 1,
      restMultiplier: 1,
      effectiveLevel: 'intermediate',
      lowImpactOnly: false,
      reasons: [],
    });
  });

  it('counts a night under 6 hours as short sleep, and 6 hours as enough', () => {
    expect(assessReadiness({ ...rested, sleepHours: 5.5 }).reasons).toEqual(['short-sleep']);
    expect(assessReadiness({ ...rested, sleepHours: 6 }).reasons).toEqual([]);
    expect(assessReadiness({ ...rested, sleepHours: 3 }).volumeFactor).toBeLessThan(
      assessReadiness({ ...rested, sleepHours: 5 }).volumeFactor,
    );
  });

  it('compounds strains, never below half volume, two levels down when very low', () => {
    const worst = assessReadiness({ level: 'advanced', energy: 'low', stress: 'high', sleepHours: 2, soreness: 'severe' });
    expect(worst.volumeFactor).toBe(0.5);
    expect(worst.restMultiplier).toBe(1.5);
    expect(worst.effectiveLevel).toBe('beginner');
    expect(worst.lowImpactOnly).toBe(true);
  });

  it('ranks soreness: mild < moderate < severe', () => {
    const factor = (soreness: 'mild' | 'moderate' | 'severe') => assessReadiness({ ...rested, soreness }).volumeFactor;
    expect(factor('mild')).toBeGreaterThan(factor('moderate'));
    expect(factor('moderate')).toBeGreaterThan(factor('severe'));
  });

  it('gives high energy a little extra only when nothing else weighs', () => {
    expect(assessReadiness({ ...rested, energy: 'high' }).volumeFactor).toBe(1.1);
    expect(assessReadiness({ ...rested, energy: 'high', stress: 'high' }).volumeFactor).toBe(0.8);
  });
});
