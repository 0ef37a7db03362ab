/** Tests of the workout sound (components/workout-audio): what a player schedules, without a sound card. */

/** Just enough of an AudioContext to see what the player schedules. */
export function fakeAudioContext(currentTime: number) {
  const started: { frequency: number; start: number; stop: number; stoppedEarly: boolean }[] = [];
  const param = () => ({ value: 0, setValueAtTime: () => undefined, linearRampToValueAtTime: () => undefined });
  const context = {
    currentTime,
    state: 'running',
    destination: {},
    createGain: () => ({ gain: param(), connect: (node: unknown) => node }),
    createOscillator: () => {
      const entry = { frequency: 0, start: 0, stop: 0, stoppedEarly: false };
      const frequency = param();
      return {
        type: 'sine',
        frequency,
        connect: (node: unknown) => node,
        disconnect: () => undefined,
        start: (at: number) => {
          entry.frequency = frequency.value;
          entry.start = at;
          started.push(entry);
        },
        stop: (at?: number) => {
          if (at === undefined) entry.stoppedEarly = true;
          else entry.stop = at;
        },
      };
    },
    close: () => Promise.resolve(),
    resume: () => Promise.resolve(),
  };
  /** Moves the audio clock on by `seconds`. */
  const advance = (seconds: number) => {
    context.currentTime += seconds;
  };
  return { context: context as unknown as AudioContext, started, advance };
}
