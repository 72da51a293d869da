// `npm run fuzz -- [--url http://localhost:3000] [--requests 2000] [--seed 1] [--concurrency 6]`:
// sends seeded hostile requests to every public entry point of a running site (see tests/fuzz/) and
// prints the answers by status and the first example of each failure. Exits 1 on any failure.
import { parseArgs } from 'node:util'

import { discoverSite } from '../tests/fuzz/discoverSite'
import { formatReport, runFuzz } from '../tests/fuzz/runFuzz'

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.SITE_URL || 'http://localhost:3000' },
    requests: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '1' },
    concurrency: { type: 'string', default: '6' },
  },
})
const requests = Number(values.requests)
const seed = Number(values.seed)
const concurrency = Number(values.concurrency)
if (!Number.isInteger(requests) || requests < 1 || !Number.isInteger(seed) || !Number.isInteger(concurrency) || concurrency < 1) {
  console.error('✗ --requests, --seed y --concurrency deben ser números enteros (p. ej. --requests 100000 --seed 7).')
  process.exit(2)
}
try {
  console.log(`• Leyendo ${values.url} (mapa del sitio, formulario, artículo, foto)…`)
  const site = await discoverSite(values.url!)
  console.log(`• ${site.pages.length} direcciones; enviando ${requests} peticiones, ${concurrency} a la vez, semilla ${seed}…`)
  const report = await runFuzz({
    baseUrl: values.url!,
    site,
    seed,
    requests,
    concurrency,
    onProgress: (done) => done % 1000 === 0 && console.log(`  ${done} / ${requests}`),
  })
  console.log(formatReport(report))
  process.exit(Object.keys(report.failures).length === 0 ? 0 : 1)
} catch (error) {
  const cause =
    (error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED'
      ? `nadie responde en ${values.url}: arranca el sitio (npm start) o indica --url`
      : (error as Error).message
  console.error(`✗ No se pudo probar el sitio: ${cause}`)
  process.exit(2)
}
