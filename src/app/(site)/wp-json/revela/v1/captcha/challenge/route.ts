import { CAPTCHA_ACTIONS, isCaptchaAction } from '@/antispam/captcha/captchaActions'
import { altchaChallengeFromEnv, captchaConfigFromEnv } from '@/antispam/captcha/server/captchaFromEnv'
import { getRequestSettings } from '@/data/globals'
import { restError } from '@/lib/http/restError'

/**
 * GET /wp-json/revela/v1/captcha/challenge?action=homepage|contactform: a fresh ALTCHA challenge
 * for the browser to solve. Each answer is new and single use, so nothing may cache it.
 */
export async function GET(request: Request) {
  const settings = await getRequestSettings()
  const config = captchaConfigFromEnv({
    provider: settings.captchaProvider,
    siteKey: settings.captchaSiteKey,
    secretKey: settings.captchaSecretKey,
  })
  // With another provider (or a broken configuration) the route does not exist, as in WordPress.
  if (!config.ok || config.config.provider !== 'altcha') {
    return restError(
      404,
      'rest_no_route',
      'No se ha encontrado ninguna ruta que coincida con la URL y el método de la solicitud.',
    )
  }
  const action = new URL(request.url).searchParams.get('action')
  if (!isCaptchaAction(action)) {
    return restError(400, 'rest_invalid_param', `Parámetro no válido: action debe ser ${CAPTCHA_ACTIONS.join(' o ')}.`)
  }
  const challenge = await altchaChallengeFromEnv(action)
  return Response.json(challenge, { headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } })
}
