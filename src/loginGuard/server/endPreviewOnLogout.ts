import { draftMode } from 'next/headers'

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/**
 * Signing out of the admin ends the preview too: the answer to POST /api/users/logout also clears
 * Next's draft-mode cookie, so the public address shows the published page again in that browser.
 * (Without a valid session the site would show the published page anyway, see data/preview.)
 */
export function endPreviewOnLogout(post: Handler): Handler {
  return async (request, context) => {
    const response = await post(request, context)
    if (/^\/api\/users\/logout\/?$/.test(new URL(request.url).pathname)) (await draftMode()).disable()
    return response
  }
}
