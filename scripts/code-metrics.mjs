/**
 * `node scripts/code-metrics.mjs [src-folder]`: the figures issue 19 asks for, for a closing note or
 * a review: files and lines under src/ (generated schema and migrations aside), the median and 90th
 * percentile of a file's length, how many imports reach into another top-level folder's files
 * (`@/<other>/<folder>/…`, lib/ aside), and, when `npm run test:unit` has left
 * coverage/coverage-summary.json, line coverage per top-level folder.
 */
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(process.argv[2] ?? 'src')
const GENERATED = /(^|\/)(payload-types\.ts|migrations\/|app\/\(payload\)\/admin\/importMap\.js)/

/** @param {string} dir @returns {string[]} */
function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return walk(full)
    return /\.(ts|tsx|mjs|js|css)$/.test(entry.name) ? [full] : []
  })
}

const files = walk(root).filter((file) => !GENERATED.test(path.relative(root, file).split(path.sep).join('/')))
const lengths = files.map((file) => fs.readFileSync(file, 'utf8').split('\n').length).sort((a, b) => a - b)
const at = (/** @type {number} */ q) => lengths[Math.min(lengths.length - 1, Math.floor(q * lengths.length))]
const folders = new Set(
  fs
    .readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name),
)

let deepImports = 0
for (const file of files) {
  const [own, ...rest] = path.relative(root, file).split(path.sep)
  if (!rest.length || own === 'lib' || own === 'app') continue
  for (const match of fs.readFileSync(file, 'utf8').matchAll(/from '@\/([^/']+)\/[^/']+\/[^']+'/g)) {
    if (match[1] !== own && match[1] !== 'lib' && folders.has(match[1])) deepImports++
  }
}

console.log(`archivos: ${files.length}`)
console.log(`líneas: ${lengths.reduce((a, b) => a + b, 0)}`)
console.log(`mediana por archivo: ${at(0.5)}; percentil 90: ${at(0.9)}`)
console.log(`importaciones que entran en los archivos de otra carpeta: ${deepImports}`)

const summaryPath = path.resolve('coverage/coverage-summary.json')
if (fs.existsSync(summaryPath)) {
  /** @type {Record<string, { lines: { total: number, covered: number, pct: number } }>} */
  const summary = JSON.parse(fs.readFileSync(summaryPath, 'utf8'))
  /** @type {Map<string, { total: number, covered: number }>} */
  const byFolder = new Map()
  for (const [file, figures] of Object.entries(summary)) {
    if (file === 'total') continue
    const [top] = path.relative(root, file).split(path.sep)
    const folder = byFolder.get(top) ?? { total: 0, covered: 0 }
    folder.total += figures.lines.total
    folder.covered += figures.lines.covered
    byFolder.set(top, folder)
  }
  console.log('cobertura de líneas por carpeta (pruebas unitarias):')
  for (const [folder, { total, covered }] of [...byFolder].sort())
    console.log(`  ${folder}: ${total ? ((100 * covered) / total).toFixed(0) : '-'} % de ${total}`)
  console.log(`  total: ${summary.total.lines.pct} %`)
}
