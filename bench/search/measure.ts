// Latency percentiles and throughput of a request run by `connections` concurrent loops; shared by
// the bench process (endpoint over HTTP, raw pg loop) and the server process (PGlite's raw loop).
import type { Stats } from "./report.js";

export const WARMUP = 30;
export const CONNECTIONS = 10;

export async function measure(run: () => Promise<unknown>, requests: number): Promise<Stats> {
  for (let i = 0; i < Math.min(WARMUP, requests / 10); i += 1) await run();
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < requests) {
        next += 1;
        const t0 = performance.now();
        await run();
        times.push(performance.now() - t0);
      }
    }),
  );
  const wall = performance.now() - started;
  times.sort((a, b) => a - b);
  const pct = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
  return { p50: pct(50), p95: pct(95), p99: pct(99), rps: (times.length / wall) * 1000 };
}
