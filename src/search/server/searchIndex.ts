import type { Payload, PayloadRequest } from 'payload'

import { ftsMatch, searchTerms, tsQuery } from '../core/searchTerms'
import { searchText } from '../core/searchText'

import { rawSql, type RawSql } from '@/db/rawSql'

/** The collections the site search looks through, as the index names them. */
export const SEARCHED = ['posts', 'pages'] as const
export type SearchedCollection = (typeof SEARCHED)[number]

/** At most this many documents are (re)indexed by one search: the rest by the next ones. */
const RECONCILE_BATCH = 50

type Indexable = {
  id: number
  updatedAt: string
  title?: string | null
  excerpt?: string | null
  content?: unknown
  layout?: unknown
}

/** Writes one published document's words into the index, replacing what it had. */
async function write(db: RawSql, kind: SearchedCollection, doc: Indexable): Promise<void> {
  const { sql } = db
  const title = searchText(doc.title ?? '')
  const body = searchText(doc.excerpt ?? '', doc.content, doc.layout)
  if (db.dialect === 'postgres') {
    await db.run(sql`INSERT INTO "search_documents" ("kind", "doc_id", "updated_at", "tsv")
      VALUES (${kind}, ${doc.id}, ${doc.updatedAt}, setweight(to_tsvector('spanish', ${title}), 'A') || setweight(to_tsvector('spanish', ${body}), 'B'))
      ON CONFLICT ("kind", "doc_id") DO UPDATE SET "updated_at" = excluded."updated_at", "tsv" = excluded."tsv"`)
    return
  }
  // Upserts, so that two writers of one document (two searches reconciling at once) both succeed.
  await db.run(
    sql`INSERT INTO search_documents (kind, doc_id, updated_at) VALUES (${kind}, ${doc.id}, ${doc.updatedAt}) ON CONFLICT (kind, doc_id) DO UPDATE SET updated_at = excluded.updated_at`,
  )
  await db.run(
    sql`INSERT OR REPLACE INTO search_index (rowid, title, body) SELECT id, ${title}, ${body} FROM search_documents WHERE kind = ${kind} AND doc_id = ${doc.id}`,
  )
}

async function remove(db: RawSql, kind: SearchedCollection, id: number): Promise<void> {
  const { sql } = db
  if (db.dialect === 'postgres') {
    await db.run(sql`DELETE FROM "search_documents" WHERE "kind" = ${kind} AND "doc_id" = ${id}`)
    return
  }
  await db.run(
    sql`DELETE FROM search_index WHERE rowid IN (SELECT id FROM search_documents WHERE kind = ${kind} AND doc_id = ${id})`,
  )
  await db.run(sql`DELETE FROM search_documents WHERE kind = ${kind} AND doc_id = ${id}`)
}

/** The published version of these documents (not an editor's later draft), by id. */
async function published(
  payload: Payload,
  kind: SearchedCollection,
  ids: number[],
  req?: Partial<PayloadRequest>,
): Promise<Indexable[]> {
  if (ids.length === 0) return []
  const result = await payload.find({
    collection: kind,
    where: { and: [{ id: { in: ids } }, { _status: { equals: 'published' } }] },
    draft: false,
    depth: 0,
    limit: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return result.docs as unknown as Indexable[]
}

/**
 * Brings one document's entry up to date after a change: its published version's words, or no
 * entry when it is not published (a draft never published, unpublished, private in WordPress). An
 * editor's draft of a published document leaves the published words in place.
 */
export async function indexDocument(
  payload: Payload,
  kind: SearchedCollection,
  id: number,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  const db = await rawSql(payload, req)
  const [doc] = await published(payload, kind, [id], req)
  if (doc) await write(db, kind, doc)
  else await remove(db, kind, id)
}

/** Forgets a deleted document. */
export async function unindexDocument(
  payload: Payload,
  kind: SearchedCollection,
  id: number,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  await remove(await rawSql(payload, req), kind, id)
}

/**
 * Indexes what changed without passing through the hooks (an import writes rows directly, a backup
 * is restored, the index was just created): published documents whose entry is missing or older,
 * and entries whose document is gone or no longer published. Cheap when there is nothing to do.
 */
export async function reconcile(payload: Payload, batch = RECONCILE_BATCH): Promise<number> {
  let fixed = 0
  const db = await rawSql(payload)
  const { sql } = db
  for (const kind of SEARCHED) {
    // Plain lowercase names: the same statement on both dialects.
    const stale = await db.rows<{ id: number }>(
      kind === 'posts'
        ? sql`SELECT p.id FROM posts p LEFT JOIN search_documents s ON s.kind = 'posts' AND s.doc_id = p.id WHERE p._status = 'published' AND (s.updated_at IS NULL OR s.updated_at <> p.updated_at) LIMIT ${batch}`
        : sql`SELECT p.id FROM pages p LEFT JOIN search_documents s ON s.kind = 'pages' AND s.doc_id = p.id WHERE p._status = 'published' AND (s.updated_at IS NULL OR s.updated_at <> p.updated_at) LIMIT ${batch}`,
    )
    const gone = await db.rows<{ doc_id: number }>(
      kind === 'posts'
        ? sql`SELECT s.doc_id FROM search_documents s LEFT JOIN posts p ON p.id = s.doc_id WHERE s.kind = 'posts' AND (p.id IS NULL OR p._status IS NULL OR p._status <> 'published')`
        : sql`SELECT s.doc_id FROM search_documents s LEFT JOIN pages p ON p.id = s.doc_id WHERE s.kind = 'pages' AND (p.id IS NULL OR p._status IS NULL OR p._status <> 'published')`,
    )
    for (const { doc_id } of gone) await remove(db, kind, Number(doc_id))
    for (const doc of await published(
      payload,
      kind,
      stale.map((r) => Number(r.id)),
    ))
      await write(db, kind, doc)
    fixed += gone.length + stale.length
  }
  return fixed
}

/**
 * Brings the whole index up to date at once, in batches, after a step that wrote many documents
 * without the hooks (an import of thousands of articles), so that no search meets a half-built
 * index: searches alone would catch up RECONCILE_BATCH documents at a time.
 */
export async function reconcileAll(payload: Payload, onProgress?: (done: number) => void): Promise<number> {
  let done = 0
  for (let fixed = await reconcile(payload, 500); fixed > 0; fixed = await reconcile(payload, 500))
    onProgress?.((done += fixed))
  return done
}

export type SearchHit = { kind: SearchedCollection; id: number }

/**
 * One page of the published pages and articles that contain every word of the query (as a
 * prefix, without accents, singular or plural), best first, and how many there are in all.
 */
export async function searchDocuments(
  payload: Payload,
  query: string,
  page: number,
  perPage: number,
): Promise<{ hits: SearchHit[]; total: number }> {
  const terms = searchTerms(query)
  if (terms.length === 0) return { hits: [], total: 0 }
  try {
    await reconcile(payload)
  } catch (error) {
    // Two searches may reindex the same document at once (one of them loses on the unique index),
    // or the database may refuse a write for a moment: the search still answers, from the index as it is.
    payload.logger.warn({ err: error, msg: 'Índice de búsqueda: no se pudo poner al día antes de buscar' })
  }
  const db = await rawSql(payload)
  const { sql } = db
  const offset = (page - 1) * perPage
  type Row = { kind: SearchedCollection; doc_id: number; total: number }
  const rows =
    db.dialect === 'postgres'
      ? await db.rows<Row>(sql`SELECT kind, doc_id, count(*) OVER () AS total FROM "search_documents", to_tsquery('spanish', ${tsQuery(terms)}) q
          WHERE tsv @@ q ORDER BY ts_rank(tsv, q) DESC, doc_id DESC LIMIT ${perPage} OFFSET ${offset}`)
      : // bm25() only works in the query that reads the FTS5 table itself, hence the inner one.
        await db.rows<Row>(sql`WITH m AS (SELECT rowid AS id, bm25(search_index, 10.0, 1.0) AS score FROM search_index WHERE search_index MATCH ${ftsMatch(terms)})
          SELECT d.kind, d.doc_id, count(*) OVER () AS total FROM m JOIN search_documents d ON d.id = m.id ORDER BY m.score, d.doc_id DESC LIMIT ${perPage} OFFSET ${offset}`)
  if (rows.length === 0 && offset > 0) {
    // Past the last page: the count still says how many there are.
    const [count] =
      db.dialect === 'postgres'
        ? await db.rows<{ total: number }>(
            sql`SELECT count(*) AS total FROM "search_documents" WHERE tsv @@ to_tsquery('spanish', ${tsQuery(terms)})`,
          )
        : await db.rows<{ total: number }>(
            sql`SELECT count(*) AS total FROM search_index WHERE search_index MATCH ${ftsMatch(terms)}`,
          )
    return { hits: [], total: Number(count?.total ?? 0) }
  }
  return { hits: rows.map((r) => ({ kind: r.kind, id: Number(r.doc_id) })), total: Number(rows[0]?.total ?? 0) }
}
