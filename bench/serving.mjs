// Issue 33, point 3: the serving process's memory through a mixed load, as a studio's day brings it
// (visitors reading pages and navigating inside the site, contact forms, comments, an editor saving
// an article), sampled every second; then after a seeded fuzz run; and the same pages' throughput
// against the same server started without its memory settings.
import { spawn } from 'node:child_process'

import autocannon from 'autocannon'

import { root } from '../scripts/run.mjs'
import { commentBody, visitorIp } from './comments.mjs'
import { feedbackBody } from './forms.mjs'
import { log, sleep, treeRssKb } from './lib.mjs'

export const MIXED_MINUTES = Number(process.env.BENCH_MIXED_MINUTES || 10)
export const FUZZ_REQUESTS = Number(process.env.BENCH_FUZZ_REQUESTS || 100_000)
export const RSS_BUDGET_MB = 256
/** The memory at the last minute may exceed the fifth's by this much: sampling, not growth. */
export const GROWTH_BUDGET = 0.02
export const THROUGHPUT_BUDGET = 0.9
const PAGE_CONNECTIONS = 20
/** Seconds the memory is followed after the fuzz run: V8's memory reducer acts within about a minute. */
const AFTER_FUZZ_S = 60
const THROUGHPUT_S = 20
const mb = (kb) => Math.round(kb / 1024)

/**
 * The visitors' side: each request a page of the list, as a browser asks it (brotli), as the
 * router asks it when a visitor follows a link (RSC), or plainly (a feed reader, a crawler).
 */
function pageRequests(pages) {
  let n = 0
  return [
    {
      setupRequest(request) {
        const path = pages[n % pages.length]
        const kind = Math.floor(n / pages.length) % 3
        n++
        const headers = [{ 'accept-encoding': 'br, gzip' }, { rsc: '1', 'accept-encoding': 'br, gzip' }, {}][kind]
        // The router's request carries the `_rsc` search parameter Next expects for its headers
        // (without it, Next answers with a redirect to the address with it, which no browser asks).
        return { ...request, path: kind === 1 ? `${path}?_rsc` : path, headers }
      },
    },
  ]
}

/** Runs `step` every `everyMs` until `until()`, counting its outcomes. */
async function every(everyMs, until, step, tally) {
  let n = 0
  while (!until()) {
    const started = Date.now()
    try {
      tally[(await step(n++)) ? 'ok' : 'refused']++
    } catch {
      tally.failed++
    }
    await sleep(Math.max(0, everyMs - (Date.now() - started)))
  }
}

/** `minutes` of mixed load on the app at `appUrl`, sampling process `pid`'s memory every second. */
export async function mixedLoad(appUrl, { pid, pages, admin, marker, postId, minutes = MIXED_MINUTES }) {
  const start = mb(treeRssKb(pid))
  const samples = []
  const endAt = Date.now() + minutes * 60_000
  const done = () => Date.now() >= endAt
  const sampler = setInterval(() => samples.push({ s: samples.length + 1, mb: mb(treeRssKb(pid)) }), 1000)
  const minuteLog = setInterval(() => {
    const last = samples.slice(-60).map((x) => x.mb)
    log(`  minuto ${Math.round(samples.length / 60)}: ${Math.max(...last)} MB como máximo`)
  }, 60_000)

  const original = (await (await admin(`/api/posts/${postId}?depth=0`)).json()).excerpt ?? ''
  const tally = () => ({ ok: 0, refused: 0, failed: 0 })
  const tallies = { forms: tally(), comments: tally(), saves: tally() }
  const form = await feedbackBody(marker)
  const visitors = autocannon({
    url: appUrl,
    connections: PAGE_CONNECTIONS,
    duration: minutes * 60,
    requests: pageRequests(pages),
  })
  const writers = Promise.all([
    every(
      1000,
      done,
      async () => {
        const r = await fetch(`${appUrl}/wp-json/contact-form-7/v1/contact-forms/1/feedback`, {
          method: 'POST',
          headers: { 'content-type': form.type, accept: 'application/json' },
          body: form.body,
        })
        return (await r.text()).includes('"status":"mail_sent"')
      },
      tallies.forms,
    ),
    every(
      2000,
      done,
      async (n) => {
        const r = await fetch(`${appUrl}/wp-comments-post.php`, {
          method: 'POST',
          redirect: 'manual',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-forwarded-for': visitorIp(50_000 + n),
          },
          body: commentBody(marker, 50_000 + n),
        })
        await r.arrayBuffer()
        return r.status === 302 || r.status === 303
      },
      tallies.comments,
    ),
    // An editor saving the article (its excerpt), which redraws it, the blog, its archives and feeds.
    every(
      5000,
      done,
      async (n) => {
        const r = await admin(`/api/posts/${postId}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ excerpt: `${original} (${n})` }),
        })
        await r.arrayBuffer()
        return r.ok
      },
      tallies.saves,
    ),
  ])
  const [pagesResult] = await Promise.all([visitors, writers])
  clearInterval(sampler)
  clearInterval(minuteLog)
  await admin(`/api/posts/${postId}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ excerpt: original }),
  })
  const where = `where[authorName][equals]=${encodeURIComponent(marker)}`
  await admin(`/api/comments?limit=10000&${where}`, { method: 'DELETE' })
  await admin(`/api/form-submissions?limit=10000&where[name][equals]=${encodeURIComponent(marker)}`, {
    method: 'DELETE',
  })
  const at = (minute) => {
    const window = samples.filter((x) => x.s > (minute - 1) * 60 && x.s <= minute * 60).map((x) => x.mb)
    return window.length ? Math.round(window.reduce((a, b) => a + b, 0) / window.length) : null
  }
  const half = Math.max(1, Math.round(minutes / 2))
  return {
    minutes,
    start_mb: start,
    half_minute: half,
    half_mb: at(half),
    end_mb: at(minutes),
    peak_mb: Math.max(start, ...samples.map((x) => x.mb)),
    per_minute_peak_mb: Array.from({ length: minutes }, (_, i) =>
      Math.max(...samples.filter((x) => x.s > i * 60 && x.s <= (i + 1) * 60).map((x) => x.mb)),
    ),
    pages_rps: Math.round(pagesResult.requests.average),
    pages_p99_ms: pagesResult.latency.p99,
    pages_failed: pagesResult.errors + pagesResult.timeouts + pagesResult['5xx'],
    ...tallies,
  }
}

/** The seeded fuzzer (scripts/fuzz.ts) against the app, and the process's memory during and after it. */
export async function fuzzMemory(appUrl, pid, requests = FUZZ_REQUESTS) {
  const output = await new Promise((resolve) => {
    let text = ''
    const child = spawn(
      process.execPath,
      [
        'scripts/tool.mjs',
        'fuzz',
        '--url',
        appUrl,
        '--requests',
        String(requests),
        '--pid',
        String(pid),
        '--seed',
        '33',
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    child.stdout.on('data', (chunk) => {
      text += chunk
      const progress = /(\d+) \/ (\d+)\s*$/.exec(String(chunk).trim())
      if (progress && Number(progress[1]) % 10_000 === 0) log(`  fuzz: ${progress[1]}/${progress[2]}`)
    })
    child.on('exit', () => resolve(text))
  })
  // What the process holds once the attack is over: at 10 s the requests under way have ended; V8
  // gives back what its heap no longer uses once the process has been idle for a while (its memory
  // reducer, within about a minute), which is what the server keeps until the next visitor.
  const after = []
  for (let s = 1; s <= AFTER_FUZZ_S; s++) {
    await sleep(1000)
    after.push(mb(treeRssKb(pid)))
  }
  return {
    requests,
    peak_mb: Number(/RSS máx\.\): (\d+) MB/.exec(output)?.[1] ?? NaN),
    failures: /Ningún fallo/.test(output) ? 0 : 1,
    after_10s_mb: after[9],
    after_mb: after.at(-1),
  }
}

/** Requests per second over the visitors' pages for THROUGHPUT_S seconds (after a short warm-up). */
export async function pagesThroughput(appUrl, pages) {
  await autocannon({ url: appUrl, connections: PAGE_CONNECTIONS, duration: 3, requests: pageRequests(pages) })
  const r = await autocannon({
    url: appUrl,
    connections: PAGE_CONNECTIONS,
    duration: THROUGHPUT_S,
    requests: pageRequests(pages),
  })
  return { rps: Math.round(r.requests.average), p99_ms: r.latency.p99 }
}

/**
 * How long after an editor's save the change shows through nginx (issue 33, point 4): the article's
 * title is changed, then asked for through nginx every 50 ms; then put back.
 */
export async function publishVisibleMs(nginxUrl, admin, postId) {
  const { title } = await (await admin(`/api/posts/${postId}?depth=0`)).json()
  const marker = `Medida ${Date.now()}`
  const save = (value) =>
    admin(`/api/posts/${postId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: value }),
    })
  const saved = await save(`${title} ${marker}`)
  const from = Date.now()
  let seen = null
  if (saved.ok) {
    while (Date.now() - from < 10_000) {
      const r = await fetch(nginxUrl)
      if ((await r.text()).includes(marker)) {
        seen = Date.now() - from
        break
      }
      await sleep(50)
    }
  }
  await save(title)
  return seen
}

/** [key, label, pass, shown, value, limit] for the run's budgets. */
export function servingBudgets(serving) {
  if (!serving) return []
  const { mixed, fuzz, bounded, unbounded } = serving
  const growth = mixed.half_mb ? (mixed.end_mb - mixed.half_mb) / mixed.half_mb : Infinity
  const ratio = unbounded.rps ? bounded.rps / unbounded.rps : 0
  return [
    [
      'serving_rss_peak_mb',
      `el servidor ≤ ${RSS_BUDGET_MB} MB durante ${mixed.minutes} min de carga mixta`,
      mixed.peak_mb <= RSS_BUDGET_MB,
      `${mixed.peak_mb} MB`,
      mixed.peak_mb,
      RSS_BUDGET_MB,
    ],
    [
      'serving_growth',
      `sin crecer del minuto ${mixed.half_minute} al ${mixed.minutes} (≤ ${GROWTH_BUDGET * 100} %)`,
      growth <= GROWTH_BUDGET,
      `${mixed.half_mb} → ${mixed.end_mb} MB (${(growth * 100).toFixed(1)} %)`,
      growth,
      GROWTH_BUDGET,
    ],
    [
      'serving_after_fuzz_mb',
      `y ≤ ${RSS_BUDGET_MB} MB un minuto después de ${fuzz.requests} peticiones hostiles (máximo durante ellas: ${fuzz.peak_mb} MB; a los 10 s: ${fuzz.after_10s_mb} MB)`,
      fuzz.after_mb <= RSS_BUDGET_MB && fuzz.failures === 0,
      `${fuzz.after_mb} MB${fuzz.failures ? ', con fallos' : ''}`,
      fuzz.after_mb,
      RSS_BUDGET_MB,
    ],
    [
      'serving_throughput_ratio',
      `con su memoria acotada, ≥ ${THROUGHPUT_BUDGET * 100} % de las req/s del mismo servidor sin acotar`,
      ratio >= THROUGHPUT_BUDGET,
      `${bounded.rps} / ${unbounded.rps} req/s = ${ratio.toFixed(3)}`,
      ratio,
      THROUGHPUT_BUDGET,
    ],
  ]
}

/** The lines the report prints. */
export function servingLines(serving) {
  if (!serving) return []
  const { mixed, fuzz, bounded, unbounded } = serving
  const t = (x) => `${x.ok} bien, ${x.refused} rechazados, ${x.failed} fallidos`
  return [
    `Memoria del servidor (RSS), ${mixed.minutes} min de carga mixta: al empezar ${mixed.start_mb} MB, minuto ${mixed.half_minute} ${mixed.half_mb} MB, minuto ${mixed.minutes} ${mixed.end_mb} MB, máximo ${mixed.peak_mb} MB`,
    `  máximo por minuto: ${mixed.per_minute_peak_mb.join(', ')} MB`,
    `  páginas ${mixed.pages_rps} req/s (p99 ${mixed.pages_p99_ms} ms, ${mixed.pages_failed} fallos); formularios ${t(mixed.forms)}; comentarios ${t(mixed.comments)}; guardados en la administración ${t(mixed.saves)}`,
    `  fuzz de ${fuzz.requests} peticiones: máximo ${fuzz.peak_mb} MB, ${fuzz.after_10s_mb} MB a los 10 s, ${fuzz.after_mb} MB al minuto`,
    `  páginas, ${THROUGHPUT_S} s: ${bounded.rps} req/s acotado (p99 ${bounded.p99_ms} ms), ${unbounded.rps} req/s sin acotar (p99 ${unbounded.p99_ms} ms, ${unbounded.rss_mb} MB al terminar)`,
  ]
}
