import type { CollectionAfterDeleteHook } from 'payload'

/** A visitor's attachments go with their message: nothing of theirs outlives the retention period. */
export const deleteFilesWithSubmission: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const ids = ((doc as { files?: (number | { id: number })[] | null }).files ?? []).map((f) =>
    typeof f === 'object' ? f.id : f,
  )
  if (ids.length === 0) return
  await req.payload.delete({ collection: 'submission-files', where: { id: { in: ids } }, overrideAccess: true, req })
}
