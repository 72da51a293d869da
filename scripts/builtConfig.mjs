// The server runs with the configuration its build recorded (<distDir>/required-server-files.json),
// as Next's own standalone server does, instead of reading next.config.ts again: reading it loads
// the SWC compiler into the serving process to transpile that one file (26 MB of its memory), and a
// configuration read at start could disagree with the build it serves. The .env files Next would
// have read along with its configuration are read here.
import { readFileSync } from 'node:fs'
import path from 'node:path'

import nextEnv from '@next/env'

import { distDir, root } from './run.mjs'

/** Has Next read the build's configuration (call before `next()`). */
export function applyBuiltConfig() {
  nextEnv.loadEnvConfig(root, false)
  const config = JSON.parse(readFileSync(path.join(root, distDir, 'required-server-files.json'), 'utf8')).config
  // The build's paths are relative to the build's folder, which the copy is not.
  if (config.cacheHandler && !path.isAbsolute(config.cacheHandler))
    config.cacheHandler = path.resolve(root, config.distDir, config.cacheHandler)
  // An instance may serve a copy of the build (scripts/serve.mjs, the tests' second server).
  Object.assign(config, { distDir, distDirRoot: distDir })
  // Read by Next's loadConfig (next/dist/server/config.js) in place of next.config.ts.
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config)
}
