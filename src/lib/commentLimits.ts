/**
 * Comments, with WordPress's defaults: threads five levels deep, 50 top-level comments a page, one
 * comment per 15 s from the same visitor, and the column lengths wp_check_comment_data_max_lengths()
 * enforces (counted in characters, as mb_strlen does).
 */
export const COMMENTS = {
  maxDepth: 5,
  perPage: 50,
  floodIntervalMs: 15 * 1000,
  /** WordPress's comment_cookie_lifetime: the "save my data" cookies last about 347 days. */
  cookieLifetimeS: 30_000_000,
  /** Comments in spam or the bin are deleted after this many days (WordPress's EMPTY_TRASH_DAYS). */
  purgeSpamAfterDays: 30,
  maxLength: { author: 245, email: 100, url: 200, comment: 65525 },
  /**
   * The comment form's invisible CAPTCHA (the contact forms' own, on unless COMMENT_CAPTCHA=off):
   * the token the script writes at submit, and the word a visitor without JavaScript types instead,
   * shown by the same one-time challenge frame as in the contact forms (antispam/nojs).
   */
  captchaField: 'comment_captcha_response',
  noJsCheckField: 'comment_nojs_check',
} as const

/** A commenter's IP address and browser are kept this many months, for moderation (RGPD). */
export const DEFAULT_COMMENT_DATA_RETENTION_MONTHS = 6
