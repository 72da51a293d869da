import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { payloadClient } from '@/db/payloadClient'
import { isSitePath } from '@/lib/previewPath'

/**
 * The admin's preview: only a signed-in editor may turn on draft mode, which shows the latest
 * drafts instead of the published pages (and a bar saying so) for as long as the session lasts.
 * Public visitors never have it.
 */
export async function GET(request: Request) {
  const url = new URL(request.url)
  const path = url.searchParams.get('path') ?? '/'
  if (!isSitePath(path)) return new Response('Ruta no válida', { status: 400 })
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return new Response('Inicia sesión en /admin para previsualizar borradores.', { status: 403 })
  ;(await draftMode()).enable()
  redirect(path)
}
