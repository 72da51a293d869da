import type { CollectionBeforeDeleteHook } from 'payload'

/**
 * An article's comments go with it: the database would only unlink them, leaving visitors' names,
 * e-mails and words in the admin with no article to show them on (and no way to save them again).
 * Before the delete, since afterwards the link to the article is already gone.
 */
export const deleteCommentsWithPost: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({ collection: 'comments', where: { post: { equals: id } }, overrideAccess: true, req })
}
