// `npm run audit:update [-- --list file]`: writes the committed advisory list (security/advisories.json)
// from the registry advisory service's answer to `npm audit --omit=dev` — every advisory on an
// installed production package, with where and at which version it is installed — dated, with the
// installed versions of the watched packages it was checked for. Never edited by hand: rerun after
// every upgrade (the unit test insists) and at least monthly. When the service does not answer, a
// list still valid for the installed versions is kept; otherwise the list records, dated, that
// these versions could not be checked, and the script exits 1.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import {
  LIST_FILE,
  advisoriesFromReport,
  advisoryService,
  countAdvisories,
  formatAdvisory,
  isSerious,
  longDate,
  root,
  runNpmAudit,
  watchedVersions,
} from './advisories.mjs'

const listArg = process.argv.indexOf('--list')
const listFile = listArg > 0 ? path.resolve(process.argv[listArg + 1]) : LIST_FILE
const shown = path.relative(root, listFile)
const ABOUT =
  'Generada por `npm run audit:update` (scripts/update-advisories.mjs) con la respuesta del servicio de avisos del registro a `npm audit --omit=dev`. No se edita a mano.'

console.log('• Consultando el servicio de avisos del registro (npm audit --omit=dev)…')
const audit = runNpmAudit()
const versions = watchedVersions()
const source = advisoryService()

if (audit.answered) {
  const advisories = advisoriesFromReport(audit.report)
  write({ about: ABOUT, checkedAt: new Date().toISOString(), source, answered: true, versions, advisories })
  const serious = advisories.filter(isSerious).length
  console.log(
    `• Lista guardada en ${shown}: ${countAdvisories(advisories.length)} (${serious} de gravedad alta o crítica).`,
  )
  for (const advisory of advisories) console.log(formatAdvisory(advisory))
  process.exit(0)
}

const previous = existsSync(listFile) ? JSON.parse(readFileSync(listFile, 'utf8')) : null
if (previous?.answered && JSON.stringify(previous.versions) === JSON.stringify(versions)) {
  console.log(`⚠ El servicio de avisos no responde (${audit.reason}).`)
  console.log(`  La lista del ${longDate(previous.checkedAt)} se comprobó para las versiones instaladas y se conserva.`)
  process.exit(1)
}
write({
  about: ABOUT,
  checkedAt: new Date().toISOString(),
  source,
  answered: false,
  failure: audit.reason,
  versions,
  advisories: null,
})
console.log(`⚠ El servicio de avisos no responde (${audit.reason}).`)
console.log(`  Queda anotado en ${shown} que las versiones instaladas no se han podido comprobar hoy;`)
console.log('  repite `npm run audit:update` en una máquina con acceso al servicio y guarda la lista.')
process.exit(1)

function write(list) {
  mkdirSync(path.dirname(listFile), { recursive: true })
  writeFileSync(listFile, `${JSON.stringify(list, null, 2)}\n`)
}
