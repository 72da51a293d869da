import { payloadClient } from '@/db/payloadClient'
import { galleryPath } from '@/galleries/core/galleryPaths'
import { photoIdFrom, setNote } from '@/galleries/server/galleryActions'
import { galleryAction } from '@/galleries/server/galleryRequest'

type Context = { params: Promise<{ token: string }> }

/** A client's note on a photo (`photo`, `note`; empty removes it). */
export async function POST(request: Request, { params }: Context) {
  const { token } = await params
  return galleryAction(request, token, await payloadClient(), async ({ gallery }, form) => {
    const photo = photoIdFrom(form.get('photo'))
    const note = await setNote(await payloadClient(), gallery, photo, form.get('note') ?? '')
    return { json: { note }, back: `${galleryPath(token)}#foto-${photo}` }
  })
}
