// Lexical's Node builds pick their dev or prod code with a top-level `await import()`. When
// several of them are first loaded at once (as importing the Payload config does), Node 20's ESM
// loader can leave that graph pending forever and exit with code 13 in silence, about one start in
// ten. Loading the Lexical packages one at a time, dependencies first, before anything else avoids
// it. Import this module first in every Node entry point that loads the Payload config.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const root = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'node_modules')
const scope = path.join(root, '@lexical')
const deps = new Map([['lexical', []]])
for (const name of readdirSync(scope)) {
  const pkg = JSON.parse(readFileSync(path.join(scope, name, 'package.json'), 'utf8'))
  deps.set(
    `@lexical/${name}`,
    Object.keys(pkg.dependencies ?? {}).filter((d) => d === 'lexical' || d.startsWith('@lexical/')),
  )
}

const done = new Set()
async function load(name) {
  if (done.has(name) || !deps.has(name)) return
  done.add(name)
  for (const dep of deps.get(name)) await load(dep)
  // Packages meant for the browser only (React bindings, devtools) may fail on the server: skip them.
  await import(name).catch(() => {})
}
for (const name of [...deps.keys()].sort()) await load(name)
