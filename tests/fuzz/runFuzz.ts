import { readFileSync } from 'node:fs'

import { mutate } from './mutations'
import { createRandom } from './random'
import { sendRaw, type RawOutcome, type RawRequest } from './sendRaw'
import { apiTargetsOf, targetsOf, type SiteMap } from './targets'

export type FuzzFailure = { outcome: RawOutcome; request: string }

export type FuzzReport = {
  seed: number
  requests: number
  /** Answers by status ("200", "404"…) and exchanges without one ("dropped", "reset", "timeout"). */
  counts: Record<string, number>
  /** The first example of each kind of failure: a status ≥ 500, a reset, a timeout, a failed liveness check. */
  failures: Record<string, FuzzFailure>
  /** Liveness checks of the home page made during the run, and how many failed. */
  liveness: { checks: number; failed: number }
  /** The serving process's highest resident memory during the run, in MB (with `pid`). */
  peakRssMb?: number
  ms: number
}

export type FuzzOptions = {
  baseUrl: string
  site: SiteMap
  seed: number
  requests: number
  concurrency?: number
  timeoutMs?: number
  /** Called every `every` requests with the number done. */
  onProgress?: (done: number) => void
  /** The serving process (on this machine): its memory is sampled every 250 ms. */
  pid?: number
}

/** A process's resident memory in MB, from /proc (0 when it cannot be read). */
function rssMb(pid: number): number {
  try {
    return Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024
  } catch {
    return 0
  }
}

/**
 * Sends `requests` seeded requests to every entry point, `concurrency` at a time (half of them to
 * the site's pages and WordPress-compatible APIs, half to Payload's /api), and checks every 100 that
 * the home page still answers 200. A failure is an answer ≥ 500 or no answer at all.
 */
export async function runFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const { baseUrl, site, seed, requests, concurrency = 6, timeoutMs = 30_000 } = options
  const url = new URL(baseUrl)
  const port = Number(url.port || 80)
  const random = createRandom(seed)
  const targets = targetsOf(site)
  const apiTargets = apiTargetsOf(site)
  let peakRss = 0
  const sampler = options.pid ? setInterval(() => (peakRss = Math.max(peakRss, rssMb(options.pid!))), 250) : undefined
  const counts: Record<string, number> = {}
  const failures: Record<string, FuzzFailure> = {}
  const liveness = { checks: 0, failed: 0 }
  const started = Date.now()
  let next = 0
  let done = 0
  const worker = async () => {
    while (next < requests) {
      // Drawn when taken, in order (JavaScript runs one worker at a time between awaits): a seed gives
      // the same requests whatever the timing, without holding a long run's bodies in memory.
      next++
      const request = mutate(random, random.pick(random.chance(0.5) ? targets : apiTargets), site, url.host)
      const outcome = await sendRaw(port, request, timeoutMs)
      const key = outcome.kind === 'status' ? String(outcome.status) : outcome.kind
      counts[key] = (counts[key] ?? 0) + 1
      const failed =
        (outcome.kind === 'status' && outcome.status >= 500) || outcome.kind === 'reset' || outcome.kind === 'timeout'
      if (failed) {
        const failureKey = `${key} ${request.method} ${pathOf(request)}`
        failures[failureKey] ??= { outcome, request: describe(request) }
      }
      done++
      if (done % 100 === 0) {
        options.onProgress?.(done)
        liveness.checks++
        const home = await sendRaw(
          port,
          {
            method: 'GET',
            target: '/',
            headers: [
              ['Host', url.host],
              ['Connection', 'close'],
            ],
            body: Buffer.alloc(0),
          },
          10_000,
        )
        if (home.kind !== 'status' || home.status !== 200) {
          liveness.failed++
          failures[`liveness ${home.kind === 'status' ? home.status : home.kind}`] ??= {
            outcome: home,
            request: 'GET /',
          }
        }
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker)).finally(() => clearInterval(sampler))
  return {
    seed,
    requests,
    counts,
    failures,
    liveness,
    ms: Date.now() - started,
    ...(options.pid ? { peakRssMb: Math.round(Math.max(peakRss, rssMb(options.pid))) } : {}),
  }
}

/** The target's path without its query or its mutated tail, to group failures by entry point. */
function pathOf(request: RawRequest): string {
  const target = typeof request.target === 'string' ? request.target : request.target.toString('latin1')
  return target.split('?')[0]!.slice(0, 60)
}

/** A failure's request, short enough to print: method, target, headers, the body's start. */
function describe(request: RawRequest): string {
  const target = typeof request.target === 'string' ? request.target : request.target.toString('latin1')
  const headers = request.headers.map(([name, value]) => `${name}: ${String(value).slice(0, 120)}`).join('\n')
  const body = request.body.subarray(0, 400).toString('latin1')
  return `${request.method} ${target.slice(0, 300)}\n${headers}\n\n${body}${request.body.length > 400 ? `… (${request.body.length} bytes)` : ''}${request.dropAfter !== undefined ? `\n[cortada tras ${request.dropAfter} bytes]` : ''}`
}

/** Counts and failures as lines for a person. */
export function formatReport(report: FuzzReport): string {
  const lines = [`Semilla ${report.seed}: ${report.requests} peticiones en ${(report.ms / 1000).toFixed(1)} s`]
  lines.push(
    'Respuestas: ' +
      Object.entries(report.counts)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([status, n]) => `${status} × ${n}`)
        .join(', '),
  )
  lines.push(`Comprobaciones de la portada: ${report.liveness.checks} (${report.liveness.failed} fallidas)`)
  if (report.peakRssMb !== undefined) lines.push(`Memoria del servidor (RSS máx.): ${report.peakRssMb} MB`)
  const failures = Object.entries(report.failures)
  lines.push(
    failures.length === 0 ? 'Ningún fallo.' : `${failures.length} tipos de fallo; el primer ejemplo de cada uno:`,
  )
  for (const [key, failure] of failures)
    lines.push(`\n— ${key}\n${failure.request}\n→ ${JSON.stringify(failure.outcome).slice(0, 600)}`)
  return lines.join('\n')
}
