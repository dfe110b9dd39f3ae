/** p50 and p95 of `runs` calls after ten unmeasured warm-up calls (the read benchmarks' one way to time a query). */
export async function timeCalls(fn: () => Promise<unknown>, runs = 200) {
  for (let i = 0; i < 10; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const percentile = (p: number) =>
    samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))]!;
  return { p50: percentile(50), p95: percentile(95) };
}
