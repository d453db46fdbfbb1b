// Latency of one GET route under CLIENTS concurrent loops, for benchmarks that compare a quiet
// server with a busy one. Timings in milliseconds, sorted; 5xx answers counted, not thrown.

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export type Timed = { timings: number[]; serverErrors: number };

/** `clients` loops of GET `url` until `shouldStop` (or `count` requests in all). */
export async function timeRoute(
  url: string,
  headers: Record<string, string>,
  until: { count?: number; shouldStop?: () => boolean },
  clients = 10,
): Promise<Timed> {
  const timings: number[] = [];
  let serverErrors = 0;
  const isDone = () => (until.count !== undefined ? timings.length >= until.count : until.shouldStop!());
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (!isDone()) {
        const started = performance.now();
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (response.status >= 500) serverErrors += 1;
        else if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
        timings.push(performance.now() - started);
      }
    }),
  );
  return { timings: timings.sort((a, b) => a - b), serverErrors };
}

export const describeTimings = ({ timings, serverErrors }: Timed) =>
  `p50 ${percentile(timings, 50).toFixed(1).padStart(6)} ms  p99 ${percentile(timings, 99).toFixed(1).padStart(6)} ms  (${timings.length} requests, ${serverErrors} 5xx)`;

export const ratioLine = (quiet: Timed, busy: Timed) =>
  `p50 ×${(percentile(busy.timings, 50) / percentile(quiet.timings, 50)).toFixed(2)}  p99 ×${(percentile(busy.timings, 99) / percentile(quiet.timings, 99)).toFixed(2)}`;
