// `npm run audit [-- --list file]`: the production dependencies against the known security
// advisories. Asks the registry's advisory service (`npm audit --omit=dev`); when it does not
// answer, reads the committed list (security/advisories.json, see update-advisories.mjs) against the
// installed versions and says when it is out of date or was checked for other versions. Exits 1
// when a known advisory of high or critical severity affects an installed production package,
// 2 when there is neither an answer nor a list; out-of-date or unanswered lists are warnings.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import {
  LIST_FILE,
  advisoriesFromReport,
  checkList,
  countAdvisories,
  formatAdvisory,
  isSerious,
  longDate,
  root,
  runNpmAudit,
  versionAt,
  watchedVersions,
} from './advisories.mjs'

const listArg = process.argv.indexOf('--list')
const listFile = listArg > 0 ? path.resolve(process.argv[listArg + 1]) : LIST_FILE
const shown = path.relative(root, listFile)

console.log('• Auditoría de las dependencias de producción (npm audit --omit=dev)…')
const audit = runNpmAudit()
let advisories
let complete = true

if (audit.answered) {
  advisories = advisoriesFromReport(audit.report)
  console.log(`• El servicio de avisos del registro ha respondido: ${countAdvisories(advisories.length)}.`)
  const list = existsSync(listFile) ? JSON.parse(readFileSync(listFile, 'utf8')) : null
  if (!list || checkList(list, watchedVersions(), (location) => versionAt(location)).problems.length > 0) {
    console.log(
      `  La lista guardada (${shown}) no está al día para lo instalado: renuévala con \`npm run audit:update\`.`,
    )
  }
} else {
  console.log(`• El servicio de avisos del registro no responde (${audit.reason});`)
  if (!existsSync(listFile)) {
    console.log(
      `✗ y no hay lista guardada (${shown}): genérala con \`npm run audit:update\` en una máquina con acceso al servicio.`,
    )
    process.exit(2)
  }
  const list = JSON.parse(readFileSync(listFile, 'utf8'))
  const installed = watchedVersions()
  const checked = checkList(list, installed, (location) => versionAt(location))
  const ago = checked.age === 0 ? 'hoy' : checked.age === 1 ? 'hace 1 día' : `hace ${checked.age} días`
  console.log(`  se usa la lista guardada ${shown}, del ${longDate(list.checkedAt)} (${ago}).`)
  console.log(
    `  Instalado: ${Object.entries(installed)
      .map(([name, version]) => `${name} ${version}`)
      .join(', ')}.`,
  )
  for (const problem of checked.problems) console.log(`⚠ ${problem}`)
  if (checked.problems.length > 0)
    console.log('  Actualízala con `npm run audit:update` en una máquina con acceso al servicio.')
  advisories = checked.advisories
  complete = list.answered && checked.problems.length === 0
  if (list.answered) console.log(`• Avisos de la lista que afectan a lo instalado: ${advisories.length}.`)
}

for (const advisory of advisories) console.log(formatAdvisory(advisory))
const serious = advisories.filter(isSerious)
if (serious.length > 0) {
  console.log(
    `✗ ${countAdvisories(serious.length)} de gravedad alta o crítica en dependencias de producción: actualiza esos paquetes.`,
  )
  process.exit(1)
}
if (complete) console.log('✓ Ningún aviso conocido de gravedad alta o crítica en las dependencias de producción.')
else
  console.log('⚠ Ningún aviso conocido de gravedad alta o crítica, pero la comprobación está incompleta (ver arriba).')
