/** Small number helpers shared by the benchmarks. */

export const round1 = (n) => Math.round(n * 10) / 10;

/** The p-th percentile (nearest rank) of values sorted ascending; 0 for none. */
export function percentile(sorted, p) {
  if (!sorted.length) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

/** The median of unsorted values (the lower middle one for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
