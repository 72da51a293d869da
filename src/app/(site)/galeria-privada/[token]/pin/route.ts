import { payloadClient } from '@/db/payloadClient'
import { provePin } from '@/galleries/server/provePin'
import { clientIp } from '@/lib/clientIp'

type Context = { params: Promise<{ token: string }> }

/** The PIN form of a gallery that has one. */
export async function POST(request: Request, { params }: Context) {
  const { token } = await params
  return provePin(request, token, await payloadClient(), clientIp(request))
}
