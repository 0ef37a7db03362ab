/** The first restart waits this long; each further death within `DEATH_MEMORY_MS` doubles it. */
const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 30_000;
/** Deaths older than this no longer slow restarts down. */
const DEATH_MEMORY_MS = 60_000;

/**
 * How long to wait before replacing a worker that died: at once-ish for an
 * occasional crash, exponentially longer when workers keep dying (a database
 * that refuses connections, a bug at start), so a crash loop does not spin.
 */
export class RestartBackoff {
  private deaths: number[] = [];

  /** Records a death at `now` (ms) and answers the delay before its replacement starts. */
  delayAfterDeath(now: number): number {
    this.deaths = [...this.deaths.filter((at) => now - at < DEATH_MEMORY_MS), now];
    return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (this.deaths.length - 1));
  }
}
