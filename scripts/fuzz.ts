// `npm run fuzz -- [--url http://localhost:3000] [--requests 2000] [--seed 1] [--concurrency 6] [--pid N]`:
// sends seeded hostile requests to every public entry point of a running site (see tests/fuzz/) and
// prints the answers by status and the first example of each failure. With --pid (the serving
// process, scripts/server.mjs, on this machine), also its peak memory, which must stay under
// --max-rss-mb (512). Exits 1 on any failure.
import { parseArgs } from 'node:util'

import { discoverSite } from '../tests/fuzz/discoverSite'
import { formatReport, runFuzz } from '../tests/fuzz/runFuzz'

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.SITE_URL || 'http://localhost:3000' },
    requests: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '1' },
    concurrency: { type: 'string', default: '6' },
    pid: { type: 'string' },
    'max-rss-mb': { type: 'string', default: '512' },
  },
})
const requests = Number(values.requests)
const seed = Number(values.seed)
const concurrency = Number(values.concurrency)
const pid = values.pid ? Number(values.pid) : undefined
const maxRssMb = Number(values['max-rss-mb'])
if (
  !Number.isInteger(requests) ||
  requests < 1 ||
  !Number.isInteger(seed) ||
  !Number.isInteger(concurrency) ||
  concurrency < 1 ||
  (pid !== undefined && !Number.isInteger(pid)) ||
  !(maxRssMb > 0)
) {
  console.error(
    '✗ --requests, --seed, --concurrency, --pid y --max-rss-mb deben ser números enteros (p. ej. --requests 100000 --seed 7).',
  )
  process.exit(2)
}
try {
  console.log(`• Leyendo ${values.url} (mapa del sitio, formulario, artículo, foto)…`)
  const site = await discoverSite(values.url!)
  console.log(
    `• ${site.pages.length} direcciones; enviando ${requests} peticiones, ${concurrency} a la vez, semilla ${seed}…`,
  )
  const report = await runFuzz({
    baseUrl: values.url!,
    site,
    seed,
    requests,
    concurrency,
    pid,
    onProgress: (done) => done % 1000 === 0 && console.log(`  ${done} / ${requests}`),
  })
  console.log(formatReport(report))
  const tooBig = report.peakRssMb !== undefined && report.peakRssMb >= maxRssMb
  if (tooBig) console.log(`✗ El servidor pasó de ${maxRssMb} MB de memoria (${report.peakRssMb} MB).`)
  process.exit(Object.keys(report.failures).length === 0 && !tooBig ? 0 : 1)
} catch (error) {
  const cause =
    (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED'
      ? `nadie responde en ${values.url}: arranca el sitio (npm start) o indica --url`
      : (error as Error).message
  console.error(`✗ No se pudo probar el sitio: ${cause}`)
  process.exit(2)
}
