/**
 * Run through scripts/run.mjs (bundled by esbuild), not directly: `npm run serve` checks the
 * environment before an instance starts, so a missing shared secret is one line, not a failed
 * first request.
 */
import { commandEnv } from './commandEnv'

commandEnv()
