import { payloadClient } from '@/db/payloadClient'
import { servePhoto } from '@/galleries/server/servePhoto'
import { clientIp } from '@/lib/clientIp'

type Context = { params: Promise<{ token: string; photo: string; variant: string }> }

/** One size of a gallery's photo (`w960.avif`, `download.jpg`, `original`), with the gallery's access. */
export async function GET(request: Request, { params }: Context) {
  const { token, photo, variant } = await params
  return servePhoto(request, await payloadClient(), { token, photoId: photo, variant, ip: clientIp(request) })
}
