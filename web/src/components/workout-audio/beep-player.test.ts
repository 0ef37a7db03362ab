import { describe, expect, it } from 'vitest';
import { BeepPlayer, gainFor, toAudioClock } from './beep-player';
import { beepsBefore } from './beeps';
import { fakeAudioContext } from '../../testing/fake-audio-context';

describe('beeps on the Web Audio clock', () => {
  it('places each beep its distance from now on the audio clock', () => {
    // A set reaching zero 10 s from now (page clock 5 000 ms), the audio clock at 2 s.
    const tones = toAudioClock(beepsBefore('workout', 15_000, 5_000), 5_000, 2);
    expect(tones).toEqual([
      { frequency: 600, start: 9, stop: 9.2 },
      { frequency: 700, start: 10, stop: 10.2 },
      { frequency: 800, start: 11, stop: 11.2 },
    ]);
  });

  it('schedules oscillators at those times, and replaces them when the deadline moves', () => {
    const { context, started } = fakeAudioContext(1);
    const player = new BeepPlayer(() => context);
    player.unlock();
    player.schedule(beepsBefore('countdown', 10_000, 0), 0, 50);
    expect(started.map(({ frequency, start }) => ({ frequency, start }))).toEqual([
      { frequency: 500, start: 8 },
      { frequency: 600, start: 9 },
      { frequency: 700, start: 10 },
    ]);
    player.schedule([], 0, 50);
    expect(started.every((tone) => tone.stoppedEarly)).toBe(true);
  });

  it('plays the test beep at 700 Hz for 200 ms, now', () => {
    const { context, started } = fakeAudioContext(3);
    new BeepPlayer(() => context).test(50);
    expect(started).toEqual([{ frequency: 700, start: 3, stop: 3.2, stoppedEarly: false }]);
  });

  it('is silent at volume 0 and full at 100', () => {
    expect([gainFor(0), gainFor(50), gainFor(100)]).toEqual([0, 0.25, 1]);
  });
});
