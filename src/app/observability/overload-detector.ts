/** Why a request was shed: the event loop lags, or requests wait too long for a database connection. */
export type OverloadReason = 'event-loop-delay' | 'pool-wait';

export interface OverloadSignals {
  /** The event loop's delay over the last short window, in ms. */
  eventLoopDelayMs(): number;
  /** How long the oldest request still waiting for a database connection has waited, in ms. */
  poolWaitMs(): number;
}

export interface OverloadLimits {
  maxEventLoopDelayMs: number;
  maxPoolWaitMs: number;
}

/**
 * Whether the process is overloaded now, and why: a new request would only
 * queue behind the ones already late. Read on every request, so it only reads
 * numbers the samplers keep up to date.
 */
export function overloadDetector(signals: OverloadSignals, limits: OverloadLimits): () => OverloadReason | undefined {
  return () => {
    if (signals.eventLoopDelayMs() > limits.maxEventLoopDelayMs) return 'event-loop-delay';
    if (signals.poolWaitMs() > limits.maxPoolWaitMs) return 'pool-wait';
    return undefined;
  };
}
