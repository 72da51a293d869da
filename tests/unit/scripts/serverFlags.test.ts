import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { serverCommand } from '../../../scripts/run.mjs'

const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts

/**
 * `npm start` and `npm run serve` start Node with the server's memory settings, so that the start
 * script becomes the server itself (scripts/run.mjs runServer) instead of a parent holding ~50 MB:
 * their flags and serverCommand's must stay the same.
 */
describe('the npm scripts that serve', () => {
  it.each(['start', 'serve'])(
    '%s starts Node with serverCommand’s heap, young generation and malloc arenas',
    (name) => {
      const [, args, memoryEnv] = serverCommand(384)
      const words = scripts[name]!.split(/\s+/)
      for (const flag of args.filter((arg: string) => arg.startsWith('--'))) expect(words, flag).toContain(flag)
      for (const [variable, value] of Object.entries(memoryEnv)) expect(words).toContain(`${variable}=${value}`)
      expect(words.indexOf('node')).toBeGreaterThan(words.findIndex((w) => w.startsWith('MALLOC_ARENA_MAX=')))
    },
  )
})
