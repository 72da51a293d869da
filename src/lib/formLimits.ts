/** Limits on what a visitor may post to a contact form; over them the request is refused with 413. */
export const FORM_LIMITS = {
  /** The whole request body. */
  maxBodyBytes: 30 * 1024 * 1024,
  /** Any one text field. */
  maxFieldBytes: 64 * 1024,
  maxFields: 200,
  maxFiles: 10,
  /** Any one file, whatever the form's own `limit:` says (that one is checked as a field error). */
  maxFileBytes: 25 * 1024 * 1024,
} as const

/**
 * A form posted without JavaScript reaches its page, and Next keeps in memory (and cuts at this
 * size) every body its proxy sees; posts to the REST API stream and are limited by FORM_LIMITS.
 */
export const NOJS_MAX_BODY_BYTES = 2 * 1024 * 1024

/**
 * The contact forms' auto-reply goes to an address the visitor typed: at most this many a day to
 * one address (however written) and from one IP address, so that the site cannot be made to mail
 * someone over and over. Enough for a visitor who writes a few times, or a family sharing a line.
 */
export const AUTO_REPLY = {
  perRecipient: 3,
  perIp: 5,
  windowMs: 24 * 60 * 60 * 1000,
} as const

/** Submissions are kept this many months unless the studio chooses otherwise (RGPD). */
export const DEFAULT_SUBMISSION_RETENTION_MONTHS = 12
