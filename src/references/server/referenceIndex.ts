import type { Payload } from 'payload'

import { rawSql, type RawSql } from '@/db/rawSql'

import { collectReferences, type Reference } from '../core/findUses'

import { relationFields } from './relationFields'

/** The documents whose references are indexed: everything else that may point at one (the menu, the footer, the settings) is read live. */
export const INDEXED = ['pages', 'posts'] as const
export type IndexedKind = (typeof INDEXED)[number]

/** Documents read and indexed per round: a round's documents are read in one query. */
const BATCH = 200
/** Rows per INSERT: six values each, well within SQLite's 32,766 parameters. */
const ROWS_PER_INSERT = 1000

type Stale = { id: number; stamp: string }

/**
 * Documents whose entry is missing or older than their latest version (a draft counts: a draft that
 * links to a page breaks that link once published), by the version's stamp; and entries whose
 * document is gone. Plain lowercase names: the same statements on both dialects.
 */
async function staleDocuments(
  db: RawSql,
  kind: IndexedKind,
  limit: number,
): Promise<{ stale: Stale[]; gone: number[] }> {
  const { sql } = db
  const stale =
    kind === 'posts'
      ? sql`SELECT p.id AS id, CAST(COALESCE(v.updated_at, p.updated_at) AS text) AS stamp FROM posts p
          LEFT JOIN _posts_v v ON v.parent_id = p.id AND v.latest
          LEFT JOIN reference_sources s ON s.kind = 'posts' AND s.doc_id = p.id
          WHERE s.stamp IS NULL OR s.stamp <> CAST(COALESCE(v.updated_at, p.updated_at) AS text) LIMIT ${limit}`
      : sql`SELECT p.id AS id, CAST(COALESCE(v.updated_at, p.updated_at) AS text) AS stamp FROM pages p
          LEFT JOIN _pages_v v ON v.parent_id = p.id AND v.latest
          LEFT JOIN reference_sources s ON s.kind = 'pages' AND s.doc_id = p.id
          WHERE s.stamp IS NULL OR s.stamp <> CAST(COALESCE(v.updated_at, p.updated_at) AS text) LIMIT ${limit}`
  const gone =
    kind === 'posts'
      ? sql`SELECT s.doc_id AS id FROM reference_sources s LEFT JOIN posts p ON p.id = s.doc_id WHERE s.kind = 'posts' AND p.id IS NULL`
      : sql`SELECT s.doc_id AS id FROM reference_sources s LEFT JOIN pages p ON p.id = s.doc_id WHERE s.kind = 'pages' AND p.id IS NULL`
  const [staleRows, goneRows] = await Promise.all([
    db.rows<{ id: number | string; stamp: string }>(stale),
    db.rows<{ id: number | string }>(gone),
  ])
  // Two versions marked latest (which Payload should never leave) would list a document twice.
  const byId = new Map(staleRows.map((r) => [Number(r.id), { id: Number(r.id), stamp: String(r.stamp) }]))
  return { stale: [...byId.values()], gone: goneRows.map((r) => Number(r.id)) }
}

/** Writes these documents' entries in one transaction, so that a reader never meets one half written. */
async function writeEntries(
  payload: Payload,
  kind: IndexedKind,
  entries: { id: number; title: string; stamp: string; references: Reference[] }[],
  gone: number[],
) {
  const transactionID = (await payload.db.beginTransaction()) ?? undefined
  try {
    const db = await rawSql(payload, transactionID ? { transactionID } : undefined)
    const { sql } = db
    const ids = [...entries.map((e) => e.id), ...gone]
    if (ids.length) {
      const list = sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )
      await db.run(sql`DELETE FROM reference_links WHERE kind = ${kind} AND doc_id IN (${list})`)
      if (gone.length)
        await db.run(
          sql`DELETE FROM reference_sources WHERE kind = ${kind} AND doc_id IN (${sql.join(
            gone.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        )
    }
    const rows = entries.flatMap(({ id, references }) =>
      references.map((r, position) => sql`(${kind}, ${id}, ${position}, ${r.target}, ${r.what}, ${r.itemId ?? null})`),
    )
    for (let i = 0; i < rows.length; i += ROWS_PER_INSERT)
      // Upserts: another instance may be indexing the same document at the same moment.
      await db.run(sql`INSERT INTO reference_links (kind, doc_id, position, target, what, item_id) VALUES ${sql.join(rows.slice(i, i + ROWS_PER_INSERT), sql`, `)}
        ON CONFLICT (kind, doc_id, position) DO UPDATE SET target = excluded.target, what = excluded.what, item_id = excluded.item_id`)
    if (entries.length)
      await db.run(
        sql`INSERT INTO reference_sources (kind, doc_id, title, stamp) VALUES ${sql.join(
          entries.map((e) => sql`(${kind}, ${e.id}, ${e.title}, ${e.stamp})`),
          sql`, `,
        )} ON CONFLICT (kind, doc_id) DO UPDATE SET title = excluded.title, stamp = excluded.stamp`,
      )
    if (transactionID) await payload.db.commitTransaction(transactionID)
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    throw error
  }
}

/**
 * What any save or delete of a page or article changes: each kind's newest save, newest version
 * and number of rows (read from indexes and counts, not the tables' rows). The same value as when
 * the index was last found whole means there is nothing to look for: the staleness scan (every
 * document against its entry, ~30 ms with 6,000 articles, during which SQLite holds the process)
 * runs only after a change, whichever instance made it.
 */
async function indexSignature(db: RawSql): Promise<string> {
  const { sql } = db
  const rows = await db.rows<Record<string, unknown>>(
    sql`SELECT (SELECT MAX(updated_at) FROM posts) AS a, (SELECT MAX(updated_at) FROM _posts_v) AS b,
      (SELECT COUNT(*) FROM posts) AS c, (SELECT MAX(updated_at) FROM pages) AS d,
      (SELECT MAX(updated_at) FROM _pages_v) AS e, (SELECT COUNT(*) FROM pages) AS f,
      (SELECT COUNT(*) FROM reference_sources) AS g`,
  )
  return JSON.stringify(rows[0] ?? null)
}

/** Per Payload instance (a process has one; tests have several): the signature of the index last found whole. */
const wholeAt = new WeakMap<Payload, string>()

/**
 * Brings one round of the index up to date: up to `batch` documents of each kind whose latest
 * version is newer than their entry are read (drafts included) and their references written; the
 * entries of deleted documents are dropped. Returns how many documents it fixed; cheap when none,
 * and cheaper still when nothing was saved or deleted since the index was last found whole.
 */
export async function reconcileReferences(payload: Payload, batch = BATCH): Promise<number> {
  const db = await rawSql(payload)
  const signature = await indexSignature(db)
  if (wholeAt.get(payload) === signature) return 0
  const fields = relationFields(payload)
  let fixed = 0
  for (const kind of INDEXED) {
    const { stale, gone } = await staleDocuments(db, kind, batch)
    if (!stale.length && !gone.length) continue
    const docs = stale.length
      ? (
          await payload.find({
            collection: kind,
            where: { id: { in: stale.map((s) => s.id) } },
            draft: true,
            depth: 0,
            pagination: false,
            overrideAccess: true,
          })
        ).docs
      : []
    const byId = new Map(docs.map((doc) => [doc.id, doc]))
    // A document the read did not return (deleted meanwhile) is recorded with no references, so that
    // a round never meets it again: its entry goes with the next round's deleted ones.
    const entries = stale.map(({ id, stamp }) => {
      const doc = byId.get(id)
      return { id, stamp, title: String(doc?.title ?? ''), references: doc ? collectReferences(doc, fields) : [] }
    })
    await writeEntries(payload, kind, entries, gone)
    fixed += stale.length + gone.length
  }
  // Read before the scan: a save made during it changes the signature, and the next ask looks again.
  if (fixed === 0) wholeAt.set(payload, signature)
  return fixed
}

/**
 * The whole index up to date, round after round: after a step that wrote many documents at once
 * (an import, the first start after this index was added), outside the site's process.
 */
export async function reconcileAllReferences(payload: Payload, onProgress?: (done: number) => void): Promise<number> {
  let done = 0
  for (let fixed = await reconcileReferences(payload); fixed > 0; fixed = await reconcileReferences(payload))
    onProgress?.((done += fixed))
  return done
}

export type IndexedUse = { kind: IndexedKind; id: number; title: string; target: string; what: string; itemId?: string }

/** The indexed references to any of these targets (`media:12`, `path:/contacto/`), source by source, in each source's order. */
export async function referencesTo(payload: Payload, targets: readonly string[]): Promise<IndexedUse[]> {
  if (!targets.length) return []
  const db = await rawSql(payload)
  const { sql } = db
  const rows = await db.rows<{
    kind: IndexedKind
    doc_id: number | string
    title: string
    target: string
    what: string
    item_id: string | null
  }>(
    sql`SELECT l.kind AS kind, l.doc_id AS doc_id, s.title AS title, l.target AS target, l.what AS what, l.item_id AS item_id
      FROM reference_links l JOIN reference_sources s ON s.kind = l.kind AND s.doc_id = l.doc_id
      WHERE l.target IN (${sql.join(
        targets.map((t) => sql`${t}`),
        sql`, `,
      )}) ORDER BY l.kind, l.doc_id, l.position`,
  )
  return rows.map((r) => ({
    kind: r.kind,
    id: Number(r.doc_id),
    title: r.title,
    target: r.target,
    what: r.what,
    ...(r.item_id !== null ? { itemId: r.item_id } : {}),
  }))
}
