// `npm start`: migrates and (first time) seeds the database, builds when no build of the current
// code exists, and serves the site and the admin on PORT.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'

import { bin, buildStampFile, prepare, run, runServer, sourceHash } from './run.mjs'

Object.assign(process.env, { NODE_ENV: 'production' })
await prepare()

const current = sourceHash()
const built = existsSync(buildStampFile) ? readFileSync(buildStampFile, 'utf8') : null
if (built !== current) {
  console.log(
    built
      ? '• El código ha cambiado desde la última compilación; recompilando…'
      : '• Primera compilación del sitio (1-2 minutos en esta máquina)…',
  )
  const started = Date.now()
  await run(bin('next'), ['build'])
  writeFileSync(buildStampFile, current)
  console.log(`• Compilación lista en ${Math.round((Date.now() - started) / 1000)} s.`)
}

const port = process.env.PORT || '3000'
console.log(`• Sirviendo Revela en http://localhost:${port}/ (administración en /admin)`)
await runServer({ PORT: port })
