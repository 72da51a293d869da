import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { payloadClient } from '@/data/payload'

/**
 * The admin's preview: only a signed-in editor may turn on draft mode, which shows the latest
 * drafts instead of the published pages. Public visitors never have it ("preview mode" is off).
 */
export async function GET(request: Request) {
  const url = new URL(request.url)
  const path = url.searchParams.get('path') ?? '/'
  if (!/^\/[\w\-/%]*$/.test(path) || path.startsWith('//')) return new Response('Ruta no válida', { status: 400 })
  const payload = await payloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return new Response('Inicia sesión en /admin para previsualizar borradores.', { status: 403 })
  ;(await draftMode()).enable()
  redirect(path)
}
