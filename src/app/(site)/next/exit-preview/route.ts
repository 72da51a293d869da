import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'

import { isSitePath } from '@/lib/previewPath'

/** Leaves draft mode and goes back to the published page that was being previewed (or home). */
export async function GET(request: Request) {
  ;(await draftMode()).disable()
  const path = new URL(request.url).searchParams.get('path')
  redirect(isSitePath(path) ? path : '/')
}
