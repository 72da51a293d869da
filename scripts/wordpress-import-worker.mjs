// The admin's WordPress analysis or import, in a process of its own: started by the site with
// child_process.fork (src/wordpress/admin/server/importRunner.ts), it bundles
// scripts/wordpress-import-worker.ts as the other commands are (scripts/run.mjs) and runs it here,
// after preload-lexical.mjs, so that one process does the work.
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { bundleScript, root } from './run.mjs'

const outfile = await bundleScript('wordpress-import-worker')
await import(pathToFileURL(path.join(root, 'scripts', 'preload-lexical.mjs')).href)
await import(pathToFileURL(outfile).href)
