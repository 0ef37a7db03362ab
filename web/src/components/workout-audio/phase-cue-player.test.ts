import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { fakeAudioContext } from '../../testing/fake-audio-context';
import { BeepPlayer } from './beep-player';
import { PhaseCuePlayer } from './phase-cue-player';
import { Vibrator } from './vibrator';

const ON = { volume: 50, effects: true };

/** A cue player on a fake audio context whose clock reads the page's clock in seconds, and a device that records its vibrations. */
function setUp() {
  const clock = new SimulatedClock();
  const audio = fakeAudioContext(0);
  const beeps = new BeepPlayer(() => audio.context);
  beeps.unlock();
  const vibrations: (number | number[])[] = [];
  const vibrator = new Vibrator(clock, () => (pattern) => {
    vibrations.push(pattern);
    return true;
  });
  const pass = (ms: number) => {
    clock.increment(ms);
    audio.advance(ms / 1000);
  };
  return { clock, player: new PhaseCuePlayer(beeps, vibrator), started: audio.started, vibrations, pass };
}

/** The tones scheduled and not stopped before their time. */
const sounding = (started: ReturnType<typeof setUp>['started']) =>
  started.filter((tone) => !tone.stoppedEarly).map((tone) => `${tone.frequency}@${tone.start}`);

describe('following a workout’s phases', () => {
  it('places a set’s count beeps and its rest cue on the audio clock, and vibrates them from the first beep', () => {
    const { clock, player, started, vibrations, pass } = setUp();
    player.follow({ deadline: 30_000, cue: 'rest' }, clock.now(), ON);
    expect(sounding(started)).toEqual(['600@27', '700@28', '800@29', '800@30', '500@30.22']);
    pass(26_999);
    expect(vibrations).toEqual([]);
    pass(1);
    expect(vibrations).toEqual([[60, 940, 60, 940, 60, 940, 150, 100, 150]]);
  });

  it('lets the cue of a phase that ran out sound on into the next phase', () => {
    const { clock, player, started, pass } = setUp();
    player.follow({ deadline: 30_000, cue: 'rest' }, clock.now(), ON);
    pass(30_000);
    player.follow({ deadline: 45_000, cue: 'go' }, clock.now(), ON);
    expect(sounding(started)).toEqual(['600@27', '700@28', '800@29', '800@30', '500@30.22', '600@42', '700@43', '800@44', '1000@45']);
  });

  it('silences a phase cut short (a pause), and stops a vibration under way', () => {
    const { clock, player, started, vibrations, pass } = setUp();
    player.follow({ deadline: 30_000, cue: 'rest' }, clock.now(), ON);
    pass(27_000);
    pass(500);
    player.follow(null, clock.now(), ON);
    expect(sounding(started)).toEqual([]);
    expect(vibrations).toEqual([[60, 940, 60, 940, 60, 940, 150, 100, 150], 0]);
  });

  it('is silent and still with sound effects off, and schedules again when they come back on', () => {
    const { clock, player, started, vibrations, pass } = setUp();
    player.follow({ deadline: 30_000, cue: 'go' }, clock.now(), { ...ON, effects: false });
    pass(30_000);
    expect([started, vibrations]).toEqual([[], []]);
    player.follow({ deadline: 60_000, cue: 'go' }, clock.now(), ON);
    player.follow({ deadline: 60_000, cue: 'go' }, clock.now(), { ...ON, effects: false });
    expect(sounding(started)).toEqual([]);
  });

  it('does not schedule twice when the screen draws the same phase again', () => {
    const { clock, player, started } = setUp();
    player.follow({ deadline: 10_000, cue: 'go' }, clock.now(), ON);
    player.follow({ deadline: 10_000, cue: 'go' }, clock.now(), ON);
    expect(started).toHaveLength(4);
  });

  it('drops a vibration its timer fires too late for (a hidden page)', () => {
    const { clock, player, vibrations, pass } = setUp();
    player.follow({ deadline: 10_000, cue: 'go' }, clock.now(), ON);
    pass(7_000 + 251);
    expect(vibrations).toEqual([]);
  });
});
