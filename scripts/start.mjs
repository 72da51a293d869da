// `npm start`: migrates and (first time) seeds the database, builds when no build of the current
// code exists, and serves the site and the admin on PORT.
import { existsSync, readFileSync } from 'node:fs'

import { compileSite, generateSite } from './buildPhases.mjs'
import { buildStampFile, prepare, runServer, sourceHash } from './run.mjs'

Object.assign(process.env, { NODE_ENV: 'production' })
await prepare()

const current = sourceHash()
const built = existsSync(buildStampFile) ? readFileSync(buildStampFile, 'utf8') : null
if (built !== current) {
  console.log(
    built ? '• El código ha cambiado desde la última compilación; recompilando…' : '• Primera compilación del sitio…',
  )
  await compileSite()
  await generateSite()
}

const port = process.env.PORT || '3000'
console.log(`• Sirviendo Revela en http://localhost:${port}/ (administración en /admin)`)
await runServer({ PORT: port })
