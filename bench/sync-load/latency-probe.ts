// How long a server keeps its users waiting while it works: a request every `everyMs`, sent whether or not the ones
// before have been answered (users do not wait for each other), each given `timeoutMs`, a timeout counted as that
// long. A server stalled for 5 s thus gives 25 slow answers, not one.

export interface Latencies {
  count: number;
  p50: number;
  p95: number;
  max: number;
  /** Requests that timed out, failed or were not answered 2xx, each counted as `timeoutMs`. */
  failed: number;
}

/** The value below which `share` of the sorted values lie (nearest rank). */
export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)]!;
}

export function latenciesOf(values: readonly number[], failed = 0): Latencies {
  const sorted = values.toSorted((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted.at(-1) ?? 0,
    failed,
  };
}

export interface LatencyProbe {
  /** Stops sending, waits for the requests out, and answers their times (ms). */
  stop(): Promise<Latencies>;
}

export function probeLatency(url: string, { everyMs = 200, timeoutMs = 10_000 } = {}): LatencyProbe {
  const times: number[] = [];
  const out = new Set<Promise<void>>();
  let failed = 0;
  const ask = async () => {
    const start = performance.now();
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      times.push(performance.now() - start);
    } catch {
      failed += 1;
      times.push(timeoutMs);
    }
  };
  const timer = setInterval(() => {
    const request = ask();
    out.add(request);
    void request.finally(() => out.delete(request));
  }, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(out);
      return latenciesOf(times, failed);
    },
  };
}
