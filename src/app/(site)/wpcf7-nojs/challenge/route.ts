import { env } from '@/env'
import { issueNoJsChallenge, noJsChallengeCookie } from '@/antispam/nojs/noJsChallenge'
import { sanitizeUnitTag } from '@/forms/server/unitTag'
import { CONTACT_FORM } from '@/lib/constants'

export const dynamic = 'force-dynamic'

/**
 * The frame inside a form's <noscript> block: a new word each time it loads, whose signed token it
 * leaves in a cookie for that form. Only browsers without JavaScript ever load it.
 */
export function GET(request: Request) {
  const unitTag = sanitizeUnitTag(new URL(request.url).searchParams.get('form')?.slice(0, 100))
  if (!unitTag)
    return new Response('Formulario desconocido.', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    })
  const { siteUrl, payloadSecret } = env()
  const { word, token } = issueNoJsChallenge(payloadSecret)
  const cookie = [
    `${noJsChallengeCookie(unitTag)}=${token}`,
    'Path=/',
    `Max-Age=${CONTACT_FORM.noJsChallengeMs / 1000}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(siteUrl.startsWith('https://') ? ['Secure'] : []),
  ].join('; ')
  const html = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Palabra de comprobación</title><style>body{margin:0;font:1rem/1.5 system-ui,sans-serif;color:#1a1a1a;background:transparent}strong{font-size:1.15em}</style></head><body><p style="margin:0">Escribe la palabra <strong>«${word}»</strong></p></body></html>`
  return new Response(html, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'set-cookie': cookie },
  })
}
