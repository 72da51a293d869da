// The gallery photo worker's entry: bundles scripts/gallery-photo-worker.ts as the other commands
// are (scripts/run.mjs) and runs it in this process.
import { pathToFileURL } from 'node:url'

import { bundleScript } from './run.mjs'

const outfile = await bundleScript('gallery-photo-worker')
await import(pathToFileURL(outfile).href)
