// `npm run build`: compiles the app (scripts/buildPhases.mjs; skipped when `.next` already holds this
// code's compilation), prepares the database and prerenders the published pages from it, then stamps
// the build with the fingerprint that `npm start` and `npm run serve` compare.
// `npm run build -- --compile` only compiles, with no database: for a machine with the memory the
// compiler needs, whose `.next` is then copied to a small server (README, «Compiling on another machine»).
import { compileSite, generateSite } from './buildPhases.mjs'
import { prepare } from './run.mjs'

Object.assign(process.env, { NODE_ENV: 'production' })
const compileOnly = process.argv.includes('--compile')

await compileSite()
if (compileOnly) {
  console.log(
    '• Listo: copia la carpeta .next (sin .next/cache) a la carpeta del proyecto en el servidor (el mismo código) y ejecuta allí `npm run build`.',
  )
} else {
  await prepare()
  await generateSite()
}
