// `npm run serve`: serves the build `npm run build` made, never building: start as many instances
// as wanted from one build, on other ports of this machine (PORT) or on other machines. Each
// instance serves from its own copy of the build (.next-instances/<PORT>), so the pages one
// regenerates are never read by another as its own; with REDIS_URL they learn of each other's
// publishes through src/cluster/sharedTagsCacheHandler.mjs. Migrations and the demo's seed are
// the build's (`npm run build`), never run by an instance.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { buildStampFile, root, run, runServer, scriptCommand, sourceHash } from './run.mjs'

Object.assign(process.env, { NODE_ENV: 'production' })
const port = process.env.PORT || '3000'

const [check, checkArgs] = await scriptCommand('check-env')
await run(check, checkArgs)

const built = existsSync(buildStampFile) ? readFileSync(buildStampFile, 'utf8') : null
if (!built) {
  console.error('✗ No hay ninguna compilación: ejecuta antes `npm run build` (una vez para todas las instancias).')
  process.exit(1)
}
if (built !== sourceHash()) {
  console.error(
    '✗ La compilación no es la de este código o esta configuración (SITE_URL, DATABASE_URL, CAPTCHA…): ejecuta `npm run build` y vuelve a arrancar.',
  )
  process.exit(1)
}

const buildDir = path.dirname(buildStampFile)
const instanceDir = path.join(root, '.next-instances', port)
const instanceStamp = path.join(instanceDir, 'revela-source-hash')
if (!existsSync(instanceStamp) || readFileSync(instanceStamp, 'utf8') !== built) {
  console.log(`• Copiando la compilación para la instancia del puerto ${port}…`)
  rmSync(instanceDir, { recursive: true, force: true })
  mkdirSync(instanceDir, { recursive: true })
  // Next's build cache (.next/cache) is for the compiler, not for serving.
  cpSync(buildDir, instanceDir, { recursive: true, filter: (source) => source !== path.join(buildDir, 'cache') })
  writeFileSync(instanceStamp, built)
}

console.log(`• Sirviendo Revela en el puerto ${port} (instancia de ${path.relative(root, instanceDir)})`)
await runServer({ PORT: port, NEXT_DIST_DIR: path.relative(root, instanceDir) })
