import { payloadClient } from '@/db/payloadClient'
import { galleryPath } from '@/galleries/core/galleryPaths'
import { photoIdFrom, setFavourite } from '@/galleries/server/galleryActions'
import { galleryAction } from '@/galleries/server/galleryRequest'

type Context = { params: Promise<{ token: string }> }

/** A heart set or taken off a photo (`photo`, `favourite` = 1 or 0). */
export async function POST(request: Request, { params }: Context) {
  const { token } = await params
  return galleryAction(request, token, await payloadClient(), async ({ gallery }, form) => {
    const photo = photoIdFrom(form.get('photo'))
    const favourite = form.get('favourite') === '1'
    const count = await setFavourite(await payloadClient(), gallery, photo, favourite)
    return {
      json: { favourite, counter: count.counter, overLimit: count.overLimit },
      back: `${galleryPath(token)}#foto-${photo}`,
    }
  })
}
