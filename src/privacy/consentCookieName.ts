/**
 * The first-party cookie that keeps the visitor's choice (named in the seeded cookie policy). A
 * module of its own: the light code that reads a saved choice on every page must not pull in the
 * banner's configuration and texts.
 */
export const CONSENT_COOKIE_NAME = 'revela_consent'
