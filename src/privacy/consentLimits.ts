/**
 * What /wp-json/revela/v1/consent accepts. A banner's choice is a few hundred bytes and a visitor
 * makes one now and then, so 30 records per address in ten minutes only stops a script filling the
 * table; the page's path is cut at 500 characters, more than any of the site's own.
 */
export const CONSENT_RECORD_LIMIT = {
  maxBodyBytes: 4 * 1024,
  perIp: 30,
  windowMs: 10 * 60 * 1000,
  maxPageUrlLength: 500,
} as const

/**
 * Proof of consent is kept this long (RGPD art. 7.1 asks the studio to be able to show it; the
 * banner asks again after CONSENT_COOKIE_DAYS, so two years covers a choice and its renewal).
 */
export const DEFAULT_CONSENT_RETENTION_MONTHS = 24
