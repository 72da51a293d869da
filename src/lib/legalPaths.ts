/**
 * The seeded legal pages' addresses, which other parts link to: the comment form's RGPD first layer
 * and the cookie banner (privacy policy), the banner and the footer's «Configurar cookies»
 * fallback (cookie policy).
 */
export const PRIVACY_POLICY_PATH = '/politica-de-privacidad/'
export const COOKIE_POLICY_PATH = '/politica-de-cookies/'

/** The legal pages a Spanish studio's footer links to, as page paths (no slashes): the two above and the «Aviso legal». */
export const LEGAL_PAGE_PATHS: readonly string[] = [PRIVACY_POLICY_PATH, COOKIE_POLICY_PATH, '/aviso-legal/'].map((p) =>
  p.replace(/^\/|\/$/g, ''),
)
