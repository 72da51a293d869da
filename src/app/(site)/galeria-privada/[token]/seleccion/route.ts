import { payloadClient } from '@/db/payloadClient'
import { galleryPath } from '@/galleries/core/galleryPaths'
import { galleryAction } from '@/galleries/server/galleryRequest'
import { submitSelection } from '@/galleries/server/submitSelection'
import { clientIp } from '@/lib/clientIp'

type Context = { params: Promise<{ token: string }> }

/** «Sí, enviar mi selección»: the choice is locked and the studio told. */
export async function POST(request: Request, { params }: Context) {
  const { token } = await params
  return galleryAction(request, token, await payloadClient(), async ({ gallery }) => {
    const { chosen } = await submitSelection(await payloadClient(), gallery, {
      ip: clientIp(request),
      userAgent: request.headers.get('user-agent'),
    })
    return { json: { chosen }, back: `${galleryPath(token)}?seleccion=enviada` }
  })
}
