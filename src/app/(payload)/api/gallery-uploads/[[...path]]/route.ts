import { siteGalleryUploads } from '@/galleries/server/upload/siteGalleryUploads'

// The studio's resumable uploads of a session's photos (tus): POST creates an upload, HEAD says how
// much has arrived, PATCH sends the next chunk, DELETE cancels. Signed-in users only (checked by
// Payload before anything else); GET is not exported, so Next answers it 405. This static segment
// wins over Payload's `api/[...slug]` catch-all.
export const dynamic = 'force-dynamic'

const handle = async (request: Request) => (await siteGalleryUploads()).handle(request)

export const POST = handle
export const HEAD = handle
export const PATCH = handle
export const DELETE = handle
export const OPTIONS = handle
