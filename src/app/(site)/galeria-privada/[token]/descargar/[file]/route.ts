import { payloadClient } from '@/db/payloadClient'
import { serveGalleryZip } from '@/galleries/server/serveGalleryZip'
import { clientIp } from '@/lib/clientIp'

type Context = { params: Promise<{ token: string; file: string }> }

/** «Descargar todas» of a gallery's set (`fotos.zip`, `entrega.zip`). */
export async function GET(request: Request, { params }: Context) {
  const { token, file } = await params
  return serveGalleryZip(request, await payloadClient(), { token, file, ip: clientIp(request) })
}
