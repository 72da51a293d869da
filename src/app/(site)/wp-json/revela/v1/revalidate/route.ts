import { env } from '@/env'
import { verifyRevalidation } from '@/lib/revalidateSignature'
import { revalidateEverything } from '@/revalidation/revalidateEverything'

export const dynamic = 'force-dynamic'

/**
 * POST /wp-json/revela/v1/revalidate: a step run from the command line (the WordPress import)
 * changed content under the running site, which re-renders every page on its next request.
 * Signed with PAYLOAD_SECRET and a timestamp; anything else gets 404, as if it were not here.
 */
export async function POST(request: Request) {
  if (!verifyRevalidation(env().payloadSecret, request.headers.get('x-revela-signature')))
    return new Response('No encontrado', { status: 404 })
  revalidateEverything(undefined)
  return Response.json({ revalidated: true }, { headers: { 'Cache-Control': 'no-store' } })
}
