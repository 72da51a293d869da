import type { Validate } from 'payload'

import { legacyPathTaken } from '@/lib/fieldMessages'

const LEGACY_PATH = /^[\p{L}\p{N}_.~-]+(\/[\p{L}\p{N}_.~-]+)*$/u

/**
 * An article's WordPress address: a relative path, and one no other article answers (the column is
 * unique; said here, on the field, with the other article's title, rather than by the database).
 */
export const legacyPathValidate: Validate = async (value, { id, req }) => {
  if (value == null || value === '') return true
  const path = typeof value === 'string' ? value.trim() : ''
  if (!LEGACY_PATH.test(path) || path.split('/').some((s) => s === '.' || s === '..')) {
    return 'Escribe la ruta sin barra inicial ni final, p. ej. 2024/03/mi-articulo.'
  }
  // An import's addresses come from WordPress, where each answered one article, and are checked
  // against the site's before it writes (findConflicts), not once per article.
  if (!req?.payload || req.context?.importing) return true
  const notThis = id != null ? [{ id: { not_equals: id } }] : []
  const found = await req.payload.find({
    collection: 'posts',
    where: { and: [{ legacyPath: { equals: path } }, ...notThis] },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const other = found.docs[0]
  return other ? legacyPathTaken(path, other.title) : true
}
