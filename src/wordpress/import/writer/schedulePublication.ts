import type { Payload, PayloadRequest } from 'payload'

/**
 * Queues the publication of a scheduled article or page at its date, as the admin's «Programar
 * publicación» does (Payload's schedulePublish job, run by the jobs beside the server), replacing
 * any publication an earlier import of it queued. Returns false, queueing nothing, when the date
 * has passed (WordPress would have published it; the studio decides, the report says so).
 */
export async function schedulePublication(
  payload: Payload,
  req: PayloadRequest,
  collection: 'posts' | 'pages',
  id: number,
  date: string | null,
): Promise<boolean> {
  const when = date ? Date.parse(date) : Number.NaN
  await payload.delete({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'schedulePublish' } },
        { 'input.doc.value': { equals: String(id) } },
        { 'input.doc.relationTo': { equals: collection } },
        { completedAt: { exists: false } },
      ],
    },
    req,
    overrideAccess: true,
  })
  if (!(when > Date.now())) return false
  // The id as text, as the admin queues it (the job turns it back into the collection's id type).
  const input = { type: 'publish', doc: { relationTo: collection, value: String(id) } } as unknown as {
    type: 'publish'
    doc: { relationTo: 'posts'; value: number }
  }
  await payload.jobs.queue({ task: 'schedulePublish', input, waitUntil: new Date(when), req })
  return true
}
