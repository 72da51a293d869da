// Rewrites the compiled server code so that V8 keeps each file's source in one byte per character
// (latin1Source.mjs says why). Run once per compilation, before the server first loads it.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { latin1Source } from './latin1Source.mjs'

/**
 * Rewrites each .js file under `serverDir` that holds characters above U+00FF, telling `onProgress`
 * as it goes. Returns how many were rewritten, the names of those left as they were, and the memory
 * saved at load (bytes).
 * @param {string} serverDir
 */
export function latin1ServerChunks(
  serverDir,
  onProgress = (/** @type {number} */ _done, /** @type {number} */ _of) => {},
) {
  let rewritten = 0
  let savedBytes = 0
  /** @type {string[]} */
  const left = []
  const files = readdirSync(serverDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath, entry.name))
  // Turbopack writes the same chunk under several names (ten copies of the largest): each content is
  // parsed once, and counted once, as sharedChunks.mjs loads it once.
  /** @type {Map<string, string | null>} */
  const done = new Map()
  for (const [index, file] of files.entries()) {
    onProgress(index, files.length)
    const source = readFileSync(file, 'utf8')
    const seen = done.has(source)
    const result = seen ? /** @type {string | null} */ (done.get(source)) : latin1Source(source)
    done.set(source, result)
    if (result === source) continue
    if (result === null) {
      left.push(path.relative(serverDir, file))
      continue
    }
    writeFileSync(file, result)
    rewritten++
    // Two bytes per character before; one after, for a few more characters (the escapes).
    if (!seen) savedBytes += source.length * 2 - result.length
  }
  return { rewritten, left, savedBytes }
}
