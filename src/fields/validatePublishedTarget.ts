import type { Validate } from 'payload'
import { relationship } from 'payload/shared'

/**
 * Set in a write's `context` by what rewrites a menu without choosing its targets (the WordPress
 * import keeping the owner's items, a deleted page leaving the menu): those keep the items as they
 * are, even one whose page was unpublished since.
 */
export const MENU_TARGETS_UNCHECKED = 'menuTargetsUnchecked'

type Target = { relationTo?: string; value?: unknown } | null | undefined

const titleOf = (doc: { title?: unknown }) =>
  typeof doc.title === 'string' && doc.title.trim() ? `«${doc.title.trim()}»` : null

/**
 * A menu item may lead only to a page or article visitors can open: a draft's item would simply not
 * appear on the site (its row would save «con éxito» and the menu stay as it was). Checked while the
 * editor chooses (Payload validates the form on the server) and again on save, with what to do.
 */
export const validatePublishedTarget: Validate = async (value, options) => {
  const { req, siblingData } = options
  if ((siblingData as { type?: string } | undefined)?.type === 'custom' || req.context?.[MENU_TARGETS_UNCHECKED])
    return true
  const target = value as Target
  const collection = target?.relationTo
  const id =
    typeof target?.value === 'object' && target.value !== null ? (target.value as { id?: unknown }).id : target?.value
  if (
    (collection === 'pages' || collection === 'posts') &&
    (typeof id === 'number' || (typeof id === 'string' && /^\d{1,10}$/.test(id)))
  ) {
    const page = collection === 'pages'
    // The stored row says whether visitors see it; the latest version names it (a draft's row may
    // still be the untitled one «Crear» saved).
    const read = (draft: boolean) =>
      req.payload.find({
        collection,
        where: { id: { equals: Number(id) } },
        draft,
        depth: 0,
        limit: 1,
        pagination: false,
        overrideAccess: true,
        req,
        select: { title: true, _status: true },
      })
    const doc = (await read(false)).docs[0] as { title?: unknown; _status?: string } | undefined
    if (!doc)
      return `${page ? 'Esa página ya no existe' : 'Ese artículo ya no existe'}: elige otro destino o quita el elemento.`
    if (doc._status !== 'published') {
      const latest = (await read(true)).docs[0] as { title?: unknown } | undefined
      const name = titleOf(latest ?? doc) ?? (page ? 'Esta página' : 'Este artículo')
      return page
        ? `${name} está sin publicar y los visitantes no verían este enlace. Publícala primero o elige una página publicada.`
        : `${name} está sin publicar y los visitantes no verían este enlace. Publícalo primero o elige un artículo publicado.`
    }
  }
  return relationship(value as never, options as never)
}
