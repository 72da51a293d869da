import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { PayloadInternalChanged } from './payloadInternalChanged'

type Row = Record<string, unknown>
/** A document as @payloadcms/drizzle's transformForWrite shapes it: its rows, table by table. */
export type ShapedRows = {
  row: Row
  arrays: Record<string, unknown>
  arraysToPush: Record<string, unknown>
  blocks: Record<string, { row: Row; arrays: Record<string, unknown>; locales: Record<string, unknown> }[]>
  locales: Record<string, unknown>
  relationships: Row[]
  texts: Row[]
  numbers: Row[]
  selects: Record<string, Row[]>
}
/** The part of Payload's SQL writer (@payloadcms/drizzle) that turns a document into table rows. */
export type RowWriter = {
  transformForWrite: (args: Record<string, unknown>) => ShapedRows
  insertArrays: (args: Record<string, unknown>) => Promise<void>
}

/** The two files, inside @payloadcms/drizzle 3.90's dist/, and what each must export. */
const FILES = [
  ['transform/write/index.js', 'transformForWrite'],
  ['upsertRow/insertArrays.js', 'insertArrays'],
] as const

let loading: Promise<RowWriter> | undefined

/**
 * Payload's own row writer, loaded from @payloadcms/drizzle's built files by path
 * (dist/transform/write/index.js `transformForWrite`, dist/upsertRow/insertArrays.js
 * `insertArrays`): the package exports neither. The WordPress import needs them to write many
 * documents in a few statements with exactly the rows Payload would write (see
 * wordpress/import/writer/insertDocuments). @payloadcms/drizzle is not the site's own dependency
 * but the SQL adapters', so it is found from @payloadcms/db-sqlite. Rejects when a release moved them.
 */
export function loadDrizzleWriter(): Promise<RowWriter> {
  loading ??= (async () => {
    const fromProject = createRequire(path.join(process.cwd(), 'package.json'))
    const dist = path.dirname(
      createRequire(fromProject.resolve('@payloadcms/db-sqlite')).resolve('@payloadcms/drizzle'),
    )
    // Loaded at run time from the installed files: the app's bundler must not follow these paths.
    const load = (url: string): Promise<Record<string, unknown>> =>
      import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url)
    const writer: Record<string, unknown> = {}
    for (const [file, name] of FILES) {
      const loaded: Record<string, unknown> = await load(pathToFileURL(path.join(dist, file)).href).catch(
        (error: unknown) => ({ error }),
      )
      if (typeof loaded[name] !== 'function')
        throw new PayloadInternalChanged(`@payloadcms/drizzle dist/${file} ${name}`, loaded.error ?? loaded)
      writer[name] = loaded[name]
    }
    return writer as RowWriter
  })()
  return loading
}
