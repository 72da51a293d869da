import { revalidatePath, revalidateTag } from 'next/cache'

import { env } from '@/env'
import { verifyRevalidation } from '@/lib/revalidateSignature'
import { LOOP_DATA_TAG } from '@/blocks/PostsLoop/core/loopDataTag'

export const dynamic = 'force-dynamic'

/**
 * POST /wp-json/revela/v1/revalidate: a step run from the command line (the WordPress import)
 * changed content under the running site, which re-renders every page on its next request.
 * Signed with PAYLOAD_SECRET and a timestamp; anything else gets 404, as if it were not here.
 */
export async function POST(request: Request) {
  if (!verifyRevalidation(env().payloadSecret, request.headers.get('x-revela-signature')))
    return new Response('No encontrado', { status: 404 })
  revalidatePath('/', 'layout')
  // Addresses that answered 404 before (an old link followed while the import ran) are kept as
  // their route's own entries, which the layout's revalidation does not reach.
  // (Next tags a route's entries with its route group: hooks/revalidate.)
  revalidatePath('/(site)/[...slug]', 'page')
  revalidateTag(LOOP_DATA_TAG, { expire: 0 })
  return Response.json({ revalidated: true }, { headers: { 'Cache-Control': 'no-store' } })
}
