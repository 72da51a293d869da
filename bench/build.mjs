// The build's memory (issue 33, point 6): the compiler's peak, and the peak of what a small server
// runs after a compilation made elsewhere was copied to it (scripts/buildPhases.mjs). Each is the
// largest sum of the resident memory of the build's processes, sampled as it runs.
import { isCompiled } from '../scripts/buildPhases.mjs'
import { root } from '../scripts/run.mjs'
import { log, startProcess, treeRssKb } from './lib.mjs'

/** What a small server may spend on its part of the build. */
export const BUILD_SERVER_MAX_MB = 1536
const SAMPLE_MS = 200

/** Runs scripts/build.mjs with `args`; resolves to its peak in MB and its seconds, rejects if it fails. */
function measuredBuild(args) {
  const started = Date.now()
  const child = startProcess(process.execPath, ['scripts/build.mjs', ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  let peakKb = 0
  const timer = setInterval(() => {
    peakKb = Math.max(peakKb, treeRssKb(child.pid))
  }, SAMPLE_MS)
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => {
      clearInterval(timer)
      if (code !== 0)
        return reject(new Error(`node scripts/build.mjs ${args.join(' ')} falló:\n${output.slice(-3000)}`))
      resolve({ peak_mb: Math.round(peakKb / 1024), seconds: Math.round((Date.now() - started) / 1000) })
    })
  })
}

/**
 * The compile phase when the build folder lacks this code's compilation (else `null`: compiled by an
 * earlier run), then `npm run build` as a server runs it on that compilation: `{ compile, server }`.
 */
export async function measureBuild() {
  let compile = null
  if (!isCompiled()) {
    log('• Compilando el código (node scripts/build.mjs --compile)…')
    compile = await measuredBuild(['--compile'])
  }
  log('• npm run build sobre la compilación ya hecha, como en un servidor pequeño…')
  const server = await measuredBuild([])
  return { compile, server }
}

export function buildLines({ compile, server }) {
  return [
    `Compilación: ${compile ? `compilar ${compile.peak_mb} MB (${compile.seconds} s), ` : ''}npm run build en el servidor sobre una compilación copiada ${server.peak_mb} MB (${server.seconds} s)`,
  ]
}

export function buildBudgets({ server }) {
  return [
    [
      'build_server_mb',
      `npm run build en el servidor, con el código compilado en otra máquina, ≤ ${BUILD_SERVER_MAX_MB} MB`,
      server.peak_mb <= BUILD_SERVER_MAX_MB,
      `${server.peak_mb} MB`,
      server.peak_mb,
      BUILD_SERVER_MAX_MB,
    ],
  ]
}
