/** The p-th percentile (0 < p ≤ 1) of `values` by the nearest-rank method, to 0.1. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Number((sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN).toFixed(1));
}
