// `npm run build`: prepares the database (the build prerenders published pages from it), then
// builds the app and stamps it with the source fingerprint that `npm start` compares.
import { writeFileSync } from 'node:fs'

import { bin, buildStampFile, prepare, run, sourceHash } from './run.mjs'

Object.assign(process.env, { NODE_ENV: 'production' })
await prepare()
console.log('• Compilando el sitio con Next.js (1-2 minutos en esta máquina)…')
const started = Date.now()
await run(bin('next'), ['build'])
writeFileSync(buildStampFile, sourceHash())
console.log(`• Compilación lista en ${Math.round((Date.now() - started) / 1000)} s.`)
