// HTTP load with autocannon's programmatic API: a short warm-up, then the measured run.
import autocannon from 'autocannon'

export const CONNECTIONS = 50
export const WARMUP_S = 2
export const DURATION_S = 8

const cannon = (url, duration, headers = {}) => autocannon({ url, connections: CONNECTIONS, duration, headers })

/** Requests per second (mean of the per-second samples) and p99 latency in ms of GET url. */
export async function measure(url, headers = {}) {
  await cannon(url, WARMUP_S, headers)
  const r = await cannon(url, DURATION_S, headers)
  const failed = r.errors + r.timeouts + r.non2xx
  return {
    rps: Math.round(r.requests.average),
    p99_ms: r.latency.p99,
    requests: r.requests.total,
    failed,
    mb_s: Math.round((r.throughput.average / 1e6) * 10) / 10,
  }
}
