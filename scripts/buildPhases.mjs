// The build in two processes, so that a small server never holds the compiler (issue 33, point 6):
// 1. compile: Turbopack turns the code into the app (~2.7 GB here). It needs no database and no
//    secret, so it can run on another machine (a laptop, CI) whose `.next` is then copied over;
// 2. generate: against the site's own database, Next prerenders the published pages (~850 MB).
// `npm run build` and `npm start` run both, skipping the first when `.next` already holds a
// compilation of this code (one made here before, or copied from elsewhere).
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { compactServerChunks } from './compactChunks.mjs'
import { precompressStatic } from './precompress.mjs'
import { bin, buildStampFile, compileHash, run, sourceHash } from './run.mjs'

/** Written beside the build by the compile phase: the compileHash() of what it compiled. */
export const compileStampFile = path.join(path.dirname(buildStampFile), 'revela-compiled-hash')

const seconds = (since) => Math.round((Date.now() - since) / 1000)

/** Whether the build folder holds a compilation of this code and configuration. */
export const isCompiled = () => existsSync(compileStampFile) && readFileSync(compileStampFile, 'utf8') === compileHash()

/** Phase 1: compiles the app, unless the build folder already holds this code's compilation. */
export async function compileSite() {
  if (isCompiled()) {
    console.log('• La compilación de este código ya está en la carpeta de la compilación; no se repite.')
    return
  }
  // Next empties the folder as it starts; a compilation that fails leaves no stamp to trust.
  rmSync(compileStampFile, { force: true })
  console.log('• Compilando el código con Next.js (1-2 minutos y unos 3 GB de memoria en esta máquina)…')
  const started = Date.now()
  await run(bin('next'), ['build', '--experimental-build-mode=compile'])
  console.log('• Compactando el código del servidor (sin comentarios ni sangrías, un byte por carácter)…')
  let shown = -1
  const compacted = compactServerChunks(path.join(path.dirname(buildStampFile), 'server'), (done, of) => {
    const quarter = Math.floor((done / of) * 4)
    if (quarter > shown) console.log(`  ${done}/${of} ficheros…`)
    shown = Math.max(shown, quarter)
  })
  console.log(
    `  ${compacted.rewritten} ficheros reescritos: ${(compacted.savedBytes / 1e6).toFixed(0)} MB menos cuando se cargan` +
      (compacted.left.length ? `; se dejan como estaban: ${compacted.left.join(', ')}` : ''),
  )
  console.log('• Comprimiendo los ficheros de la compilación con brotli…')
  const { files, bytes, brotliBytes } = await precompressStatic(path.join(path.dirname(buildStampFile), 'static'))
  const mb = (n) => (n / 1e6).toFixed(1).replace('.', ',')
  console.log(`  ${files} ficheros: ${mb(bytes)} MB → ${mb(brotliBytes)} MB`)
  writeFileSync(compileStampFile, compileHash())
  console.log(`• Código compilado en ${seconds(started)} s.`)
}

/** Phase 2: prerenders the published pages from the (prepared) database and stamps the build. */
export async function generateSite() {
  console.log('• Generando las páginas publicadas desde la base de datos…')
  const started = Date.now()
  await run(bin('next'), ['build', '--experimental-build-mode=generate'])
  writeFileSync(buildStampFile, sourceHash())
  console.log(`• Páginas generadas en ${seconds(started)} s.`)
}
