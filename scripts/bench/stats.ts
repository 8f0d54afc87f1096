export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Times `fn` `n` times after `warm` unmeasured runs; returns sorted milliseconds. */
export async function timeMany(n: number, fn: () => unknown, warm = 3): Promise<number[]> {
  for (let i = 0; i < warm; i++) await fn();
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return out.sort((a, b) => a - b);
}
