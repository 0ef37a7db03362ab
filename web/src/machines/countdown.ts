/**
 * A countdown kept as plain data: the one way TravelFit's machines keep time
 * (ARCHITECTURE.md: "Timers are deadline-based"). While it runs it holds its
 * deadline, an absolute clock time, and the time left is always
 * `deadline − now`; stopped, it holds the time left. So a throttled tab or a
 * sleeping laptop never makes it drift, and a machine context holding one
 * stays serialisable (it is data, not a timer).
 *
 * Used by the toast and the free runner machines; `delays` and `guards` in
 * their `setup()` read it with their clock's `now()`.
 */
export type Countdown =
  /** Running: reaches zero at this clock time (ms). */
  | { readonly deadline: number }
  /** Stopped: this many ms to go. */
  | { readonly left: number };

/** A stopped countdown of `ms`. */
export const countdownOf = (ms: number): Countdown => ({ left: Math.max(0, ms) });

export const isRunning = (countdown: Countdown): countdown is { readonly deadline: number } => 'deadline' in countdown;

/** Milliseconds left at `now`; never below zero. */
export const timeLeft = (countdown: Countdown, now: number): number =>
  isRunning(countdown) ? Math.max(0, countdown.deadline - now) : countdown.left;

/** Starts a stopped countdown at `now`; a running one keeps its deadline. */
export const startCountdown = (countdown: Countdown, now: number): Countdown =>
  isRunning(countdown) ? countdown : { deadline: now + countdown.left };

/** Stops the countdown at `now`, keeping the time it had left then. */
export const stopCountdown = (countdown: Countdown, now: number): Countdown => ({ left: timeLeft(countdown, now) });

/** Whether the countdown has reached zero by `now`. A timer may fire early: ask this before moving on. */
export const countdownReached = (countdown: Countdown, now: number): boolean => timeLeft(countdown, now) === 0;
