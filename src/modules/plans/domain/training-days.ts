/**
 * Which days of a week carry a session. Some must (`forced`: flight days,
 * the lighter day after a long-haul arrival, the plan's first day), some
 * cannot (`unavailable`: an arrival too late in the day); the rest are
 * chosen so the week has `daysPerWeek` of them, spread out: as few rest days
 * in a row as the week allows, then the shortest run of them, then as few
 * session days in a row, then the earliest. The day before the week counts, so weeks join up. Seven days
 * give at most 128 choices, so every one is scored.
 */
export type DayOption = 'forced' | 'free' | 'unavailable';

export function chooseTrainingDays(options: readonly DayOption[], daysPerWeek: number, dayBeforeTrained: boolean | null): boolean[] {
  const free = options.flatMap((option, index) => (option === 'free' ? [index] : []));
  const forced = options.filter((option) => option === 'forced').length;
  const wanted = Math.min(free.length, Math.max(0, daysPerWeek - forced));
  const base = options.map((option) => option === 'forced');
  let best = base;
  let bestScore = Number.POSITIVE_INFINITY;
  // One scratch week for every choice, copied only when it scores best: a plan build scores hundreds of them.
  const trained = [...base];
  for (let mask = 0; mask < 1 << free.length; mask += 1) {
    if (bitCount(mask) !== wanted) continue;
    for (let day = 0; day < base.length; day += 1) trained[day] = base[day]!;
    for (let bit = 0; bit < free.length; bit += 1) if (mask & (1 << bit)) trained[free[bit]!] = true;
    const score = spreadScore(trained, dayBeforeTrained);
    if (score < bestScore) {
      bestScore = score;
      best = [...trained];
    }
  }
  return best;
}

function bitCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest > 0; rest >>= 1) count += rest & 1;
  return count;
}

/** Rest days in a row weigh most, then the longest run of them, then session days in a row, then lateness (earlier sessions win a tie). */
function spreadScore(trained: readonly boolean[], dayBeforeTrained: boolean | null): number {
  let restPairs = 0;
  let sessionPairs = 0;
  let run = dayBeforeTrained === false ? 1 : 0;
  let longestRun = 0;
  let lateness = 0;
  trained.forEach((today, index) => {
    const yesterday = index === 0 ? dayBeforeTrained : trained[index - 1];
    if (yesterday !== null && yesterday !== undefined) {
      if (!today && !yesterday) restPairs += 1;
      if (today && yesterday) sessionPairs += 1;
    }
    run = today ? 0 : run + 1;
    longestRun = Math.max(longestRun, run);
    if (today) lateness += index;
  });
  return restPairs * 1_000_000 + longestRun * 10_000 + sessionPairs * 100 + lateness;
}
