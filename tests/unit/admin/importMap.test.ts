import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

const SRC = path.resolve('src')
const IMPORT_MAP = readFileSync(path.join(SRC, 'app/(payload)/admin/importMap.js'), 'utf8')

function* sources(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) yield* sources(full)
    else if (/\.tsx?$/.test(name)) yield full
  }
}

/**
 * Payload finds the admin's own components through its generated import map; one the config names
 * but the map lacks renders nothing, and a provider that renders nothing blanks the whole admin (a
 * new provider did, until `payload generate:importmap` was run).
 */
describe('the admin’s import map', () => {
  it('holds every component the configuration names', () => {
    const named = new Set<string>()
    for (const file of sources(SRC))
      for (const [, key] of readFileSync(file, 'utf8').matchAll(/'(@\/[\w./-]+#\w+)'/g)) named.add(key!)
    expect(named.size).toBeGreaterThan(10)
    const missing = [...named].filter((key) => !IMPORT_MAP.includes(`"${key}"`))
    expect(missing, 'npx payload generate:importmap').toEqual([])
  })
})
