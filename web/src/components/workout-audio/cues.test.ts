import { describe, expect, it } from 'vitest';
import { cueTones, phaseSounds, phaseVibration } from './cues';

describe('a phase’s sounds', () => {
  it('are its last three seconds’ count beeps, then its cue at the deadline', () => {
    // A set ending at 30 s, seen at 20 s, before a rest.
    expect(phaseSounds({ deadline: 30_000, cue: 'rest' }, 20_000)).toEqual([
      { at: 27_000, frequency: 600, durationMs: 200 },
      { at: 28_000, frequency: 700, durationMs: 200 },
      { at: 29_000, frequency: 800, durationMs: 200 },
      { at: 30_000, frequency: 800, durationMs: 160 },
      { at: 30_220, frequency: 500, durationMs: 320 },
    ]);
  });

  it('count in the get-ready voice before the workout’s go', () => {
    expect(phaseSounds({ deadline: 10_000, cue: 'go', voice: 'countdown' }, 0)).toEqual([
      { at: 7_000, frequency: 500, durationMs: 180 },
      { at: 8_000, frequency: 600, durationMs: 180 },
      { at: 9_000, frequency: 700, durationMs: 180 },
      { at: 10_000, frequency: 1000, durationMs: 450 },
    ]);
  });

  it('keep only what is still to come, and nothing once the phase is over', () => {
    expect(phaseSounds({ deadline: 30_000, cue: 'go' }, 28_500).map((tone) => tone.at)).toEqual([29_000, 30_000]);
    expect(phaseSounds({ deadline: 30_000, cue: 'go' }, 30_000).map((tone) => tone.at)).toEqual([30_000]);
    expect(phaseSounds({ deadline: 30_000, cue: 'go' }, 30_001)).toEqual([]);
  });

  it('give each cue its own tune', () => {
    const tune = (cue: Parameters<typeof cueTones>[0]) => cueTones(cue, 0).map((tone) => tone.frequency);
    expect([tune('go'), tune('rest'), tune('switch-sides'), tune('done')]).toEqual([[1000], [800, 500], [900, 900], [600, 800, 1000]]);
  });
});

describe('a phase’s vibration', () => {
  it('buzzes with each count beep and then the cue, as one pattern from the first beep', () => {
    expect(phaseVibration({ deadline: 30_000, cue: 'rest' }, 20_000)).toEqual({
      at: 27_000,
      pattern: [60, 940, 60, 940, 60, 940, 150, 100, 150],
    });
  });

  it('starts at once with what is left of the count', () => {
    expect(phaseVibration({ deadline: 30_000, cue: 'switch-sides' }, 28_500)).toEqual({
      at: 29_000,
      pattern: [60, 940, 100, 80, 100, 80, 100],
    });
    expect(phaseVibration({ deadline: 30_000, cue: 'go' }, 29_500)).toEqual({ at: 30_000, pattern: [400] });
    expect(phaseVibration({ deadline: 30_000, cue: 'go' }, 30_001)).toBeNull();
  });
});
