// `npm test`: every tier in turn — type-check, lint, unit, integration (SQLite and PostgreSQL), browser —
// then one closing line with the totals ("N passed, N failed") that CI reads.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { bin, root } from './run.mjs'

const only = process.argv.slice(2)
// `faults` (kill -9 under load…) and `cluster` (two instances behind nginx) run only when named:
// `npm run test:faults`, `npm run test:cluster`.
const tiers =
  only.length === 0
    ? ['unit', 'int', 'e2e']
    : ['unit', 'int', 'e2e', 'faults', 'cluster'].filter((t) => only.includes(t))
const reports = mkdtempSync(path.join(tmpdir(), 'revela-test-'))
let passed = 0
let failed = 0
let broken = false

if (only.length === 0) {
  console.log('\n▶ Comprobación de tipos (tsc)')
  const tsc = spawnSync(bin('tsc'), ['--noEmit'], { cwd: root, stdio: 'inherit' })
  if (tsc.status !== 0) broken = true
  // The .mjs scripts (build, start, test, bench) from their JSDoc: tsconfig.scripts.json.
  const scripts = spawnSync(bin('tsc'), ['-p', 'tsconfig.scripts.json'], { cwd: root, stdio: 'inherit' })
  if (scripts.status !== 0) broken = true
  // ESLint (the layers of docs/ARCHITECTURE.md among its rules) and Prettier's check: `npm run lint`.
  console.log('\n▶ Reglas del código y formato (npm run lint)')
  const lint = spawnSync('npm', ['run', '--silent', 'lint'], { cwd: root, stdio: 'inherit' })
  if (lint.status !== 0) broken = true
}

for (const tier of tiers) {
  console.log(`\n▶ Pruebas ${tier}`)
  const outputFile = path.join(reports, `${tier}.json`)
  const coverage = tier === 'unit' ? ['--coverage'] : []
  const result = spawnSync(
    bin('vitest'),
    ['run', '--project', tier, ...coverage, '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`],
    {
      cwd: root,
      stdio: 'inherit',
    },
  )
  try {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'))
    passed += report.numPassedTests
    failed += report.numFailedTests
    if (report.numTotalTests === 0 || (result.status !== 0 && report.numFailedTests === 0)) broken = true
  } catch {
    broken = true
  }
  if (result.status !== 0) broken = true
}

console.log(`\n${passed} passed, ${failed} failed`)
process.exit(broken || failed > 0 ? 1 : 0)
