// The one-instance and two-instance runs of `npm run bench` (issue 20): the same topology as
// scripts/cluster.mjs (one build, instances from it, nginx with deploy/nginx.conf, PostgreSQL and
// Redis), measured with one instance and then with two, on this machine. Reports requests/s for the
// article through nginx with its cache bypassed (every request reaches an instance) and through nginx (cached), and
// submissions/s of the contact form through nginx; the two-instance figures as ratios of the
// one-instance ones. Needs PostgreSQL (BENCH_POSTGRES_URL or TEST_POSTGRES_URL) and Redis
// (REDIS_URL, default this machine's).
import autocannon from 'autocannon'

import { startCluster } from '../scripts/cluster.mjs'
import { log } from './lib.mjs'
import { CONNECTIONS, measure } from './load.mjs'

const ARTICLE = '/sesiones-de-fotos-el-precio-del-profesional/'
const POSTS = 300

/** A complete post of the demo form, each from an address of its own (the per-address limit is not measured). */
async function feedbackBody() {
  const form = new FormData()
  const fields = {
    _wpcf7: '1',
    _wpcf7_unit_tag: 'wpcf7-f1-p40-o1',
    _wpcf7_container_post: '40',
    'your-name': 'Carga varias instancias',
    'your-email': 'carga@revela.test',
    'your-message': 'Prueba de carga con varias instancias.',
    privacy: '1',
  }
  for (const [k, v] of Object.entries(fields)) form.append(k, v)
  const response = new Response(form)
  return { body: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type') ?? '' }
}

/** Submissions per second through `url` (wall time of POSTS posts), and how many were answered mail_sent. */
async function submissions(url) {
  const { body, type } = await feedbackBody()
  let sent = 0
  let n = 0
  const started = Date.now()
  await autocannon({
    url: `${url}/wp-json/contact-form-7/v1/contact-forms/1/feedback`,
    method: 'POST',
    connections: CONNECTIONS,
    amount: POSTS,
    headers: { 'content-type': type, 'user-agent': 'revela-bench' },
    body,
    setupClient(client) {
      client.setHeaders({
        'content-type': type,
        'user-agent': 'revela-bench',
        'x-forwarded-for': `10.9.${(n >> 8) & 255}.${n++ & 255}`,
      })
      client.on('body', (b) => {
        if (b.toString().includes('"status":"mail_sent"')) sent += 1
      })
    },
  })
  return { per_s: Math.round((POSTS / ((Date.now() - started) / 1000)) * 10) / 10, mail_sent: sent }
}

/** An empty database of its own on the PostgreSQL server, dropped after. @param {string} admin @param {string} name */
async function createDatabase(admin, name) {
  const { default: pg } = await import('pg')
  const sql = async (/** @type {string} */ text) => {
    const client = new pg.Client({ connectionString: admin })
    await client.connect()
    try {
      await client.query(text)
    } finally {
      await client.end()
    }
  }
  await sql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await sql(`CREATE DATABASE ${name}`)
  const url = new URL(admin)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => sql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}

/** @param {number} count @param {string} databaseUrl */
async function run(count, databaseUrl) {
  const cluster = await startCluster({
    count,
    distDir: '.next-bench-cluster',
    env: {
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379',
      CAPTCHA_PROVIDER: 'none',
      POST_RATE_LIMIT: '100000',
      NEXT_DEPLOYMENT_ID: 'revela-bench-cluster',
    },
    log,
  })
  try {
    // nginx's cache bypassed as for a signed-in editor (the cookie's value is no session): every
    // request reaches an instance, spread over all of them.
    const direct = await measure(cluster.url + ARTICLE, { cookie: 'payload-token=bench' })
    const cached = await measure(cluster.url + ARTICLE)
    const posts = await submissions(cluster.url)
    return {
      direct_rps: direct.rps,
      cached_rps: cached.rps,
      failed: direct.failed + cached.failed,
      submissions_per_s: posts.per_s,
      mail_sent: posts.mail_sent,
    }
  } finally {
    await cluster.stop()
  }
}

/** Both runs, or null with the reason when PostgreSQL is not at hand. */
export async function measureCluster() {
  const admin = process.env.BENCH_POSTGRES_URL || process.env.TEST_POSTGRES_URL
  if (!admin) return { skipped: 'sin PostgreSQL (BENCH_POSTGRES_URL o TEST_POSTGRES_URL)' }
  const results = {}
  for (const count of [1, 2]) {
    log(`• Varias instancias: midiendo con ${count}…`)
    const database = await createDatabase(admin, `revela_bench_${count}`)
    try {
      results[count] = await run(count, database.url)
    } finally {
      await database.drop()
    }
  }
  return results
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const results = await measureCluster()
  console.log(JSON.stringify(results, null, 2))
}
