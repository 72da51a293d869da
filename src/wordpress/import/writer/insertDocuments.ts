import {
  beforeChangeTraverseFields,
  beforeValidateTraverseFields,
  buildVersionCollectionFields,
  type CollectionSlug,
  type Payload,
  type PayloadRequest,
  ValidationError,
} from 'payload'

import {
  drizzleTables,
  type DrizzleTables as Adapter,
  loadDrizzleWriter,
  type RowWriter,
  type ShapedRows as Shaped,
  transactionDrizzle,
} from '@/db/payloadInternals'

type Row = Record<string, unknown>

/**
 * Payload's own row writer (payloadInternals' loadDrizzleWriter): Payload offers no way to insert
 * many documents at once, and one at a time an article is some 150 statements (versions, block
 * tables, relations, read-backs): minutes, and on SQLite hundreds of megabytes that libsql's native
 * side keeps per statement, for a large export. With Payload's own transform the rows are exactly
 * the ones it would write. Null when a Payload release moved these files: the caller then writes
 * one document at a time through Payload, slower but the same result.
 */
// Without Payload's row writer the import still works, one document at a time (writeDocs says so in its report).
export const rowWriter = (): Promise<RowWriter | null> => loadDrizzleWriter().catch(() => null)

export type NewDocument = { id: number; data: Row; draft: boolean }

/** A document that did not pass its fields' validation (Payload's message, in the admin's language). */
export class InvalidDocumentError extends Error {
  constructor(
    public readonly id: number,
    cause: ValidationError,
  ) {
    super(cause.message, { cause })
  }
}

/**
 * Creates many documents of a collection in a few multi-row INSERTs, inside the request's
 * transaction: each goes through the collection's field hooks, default values and validation (as
 * Payload's create runs them; drafts unvalidated, as Payload does), and, for a collection with
 * versions, gets its first version. Collection-level hooks are not run: the importer's collections
 * (articles) have none before the change, and revalidation is done once at the end.
 */
export async function insertDocuments(
  payload: Payload,
  req: PayloadRequest,
  writer: RowWriter,
  slug: CollectionSlug,
  docs: NewDocument[],
): Promise<void> {
  if (!docs.length) return
  const config = payload.collections[slug].config
  const adapter = drizzleTables(payload.db)
  const { db } = await transactionDrizzle(payload.db, req)
  const now = new Date().toISOString()
  const stored: Row[] = []
  for (const { id, data, draft } of docs) {
    const incoming: Row = { ...data, createdAt: now, updatedAt: now }
    const common = {
      collection: config,
      context: req.context,
      doc: {},
      global: null,
      operation: 'create',
      overrideAccess: true,
      parentIndexPath: '',
      parentIsLocalized: false,
      parentPath: '',
      parentSchemaPath: '',
      req,
    }
    await beforeValidateTraverseFields({
      ...common,
      data: incoming,
      docForHooks: {},
      fields: config.fields,
      siblingData: incoming,
      siblingDoc: {},
    } as never)
    const errors: { message: string; path: string }[] = []
    const result = structuredClone(incoming)
    await beforeChangeTraverseFields({
      ...common,
      data: result,
      docWithLocales: {},
      errors,
      fieldLabelPath: '',
      fields: config.fields,
      mergeLocaleActions: [],
      siblingData: result,
      siblingDoc: {},
      siblingDocWithLocales: {},
      skipValidation: draft,
    } as never)
    if (errors.length)
      throw new InvalidDocumentError(id, new ValidationError({ id, collection: slug, errors, req }, req.t))
    stored.push({ ...result, id })
  }
  const table = adapter.tableNameMap.get(slug.replace(/-/g, '_'))!
  await insertRows(adapter, db, writer, table, config.flattenedFields, stored)
  if (config.versions) {
    const versions = stored.map(({ id, ...version }) => ({
      parent: id,
      version,
      latest: true,
      autosave: false,
      createdAt: now,
      updatedAt: now,
    }))
    await insertRows(
      adapter,
      db,
      writer,
      adapter.tableNameMap.get(`_${table}${adapter.versionsSuffix}`)!,
      buildVersionCollectionFields(payload.config, config, true),
      versions,
    )
  }
}

/** SQLite takes at most 32,766 values per statement (PostgreSQL 65,535): rows are sent in slices under that. */
const MAX_VALUES = 30_000

async function insertMany(adapter: Adapter, db: unknown, tableName: string, rows: Row[]): Promise<Row[]> {
  if (!rows.length) return []
  const columns = Math.max(1, Object.keys(adapter.rawTables?.[tableName]?.columns ?? {}).length || 64)
  const step = Math.max(1, Math.floor(MAX_VALUES / columns))
  const out: Row[] = []
  for (let i = 0; i < rows.length; i += step)
    out.push(...(await adapter.insert({ db, tableName, values: rows.slice(i, i + step) })))
  return out
}

/**
 * Payload's upsertRow (create) for many documents: the main rows, then their relations, hasMany
 * texts and numbers, blocks (and the arrays inside them), arrays and selects, each table in one go.
 * Inserted rows come back in the order sent, which Payload's own writer relies on as well.
 */
async function insertRows(
  adapter: Adapter,
  db: unknown,
  writer: RowWriter,
  tableName: string,
  fields: unknown,
  docs: Row[],
): Promise<void> {
  const shaped = docs.map((data) => {
    const s = writer.transformForWrite({ adapter, data, enableAtomicWrites: false, fields, path: '', tableName })
    if (data.id !== undefined) s.row.id = data.id
    if (Object.keys(s.locales).length) throw new Error('Documentos con campos por idioma: el sitio no usa idiomas')
    return s
  })
  const parents = await insertMany(
    adapter,
    db,
    tableName,
    shaped.map((s) => s.row),
  )
  const ids = parents.map((r) => r.id)
  const children = (pick: (s: Shaped) => Row[]) =>
    shaped.flatMap((s, i) => pick(s).map((row) => ({ ...row, parent: ids[i] })))
  await insertMany(
    adapter,
    db,
    `${tableName}${adapter.relationshipsSuffix}`,
    children((s) => s.relationships),
  )
  await insertMany(
    adapter,
    db,
    `${tableName}_texts`,
    children((s) => s.texts),
  )
  await insertMany(
    adapter,
    db,
    `${tableName}_numbers`,
    children((s) => s.numbers),
  )

  const uuidMap: Record<string, unknown> = {}
  const blocks = new Map<string, Shaped['blocks'][string]>()
  shaped.forEach((s, i) => {
    for (const [table, rows] of Object.entries(s.blocks)) {
      for (const block of rows) {
        block.row._parentID = ids[i]
        delete block.row.uuid
        const list = blocks.get(table)
        if (list) list.push(block)
        else blocks.set(table, [block])
      }
    }
  })
  for (const [table, rows] of blocks) {
    const inserted = await insertMany(
      adapter,
      db,
      table,
      rows.map((b) => b.row),
    )
    for (const row of inserted)
      if (typeof row._uuid === 'string' && (typeof row.id === 'string' || typeof row.id === 'number'))
        uuidMap[row._uuid] = row.id
    await writer.insertArrays({ adapter, arrays: rows.map((b) => b.arrays), db, parentRows: inserted, uuidMap })
  }
  await writer.insertArrays({
    adapter,
    arrays: shaped.flatMap((s) => [s.arrays, s.arraysToPush]),
    db,
    parentRows: parents.flatMap((p) => [p, p]),
    uuidMap,
  })
  const selects = new Map<string, Row[]>()
  shaped.forEach((s, i) => {
    for (const [table, rows] of Object.entries(s.selects)) {
      for (const row of rows) {
        if (row.parent === undefined) row.parent = ids[i]
        if (typeof row.parent === 'string' && row.parent in uuidMap) row.parent = uuidMap[row.parent]
        const list = selects.get(table)
        if (list) list.push(row)
        else selects.set(table, [row])
      }
    }
  })
  for (const [table, rows] of selects) await insertMany(adapter, db, table, rows)
}
