import { revalidateTags } from './revalidateTags'

type HookArgs<D> = { doc: D; context: Record<string, unknown> }

/**
 * A collection hook, for afterChange and afterDelete alike, that expires the tags a saved or
 * deleted document reaches (revalidation/cacheTags) whatever changed in it.
 */
export const expireTagsHook =
  <D>(tagsOf: (doc: D) => string[]) =>
  ({ doc, context }: HookArgs<D>): D => {
    revalidateTags(tagsOf(doc), context)
    return doc
  }
