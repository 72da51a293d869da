/**
 * How long the server waits for Google's or Cloudflare's siteverify before calling the check
 * unavailable. Far below the browser's own CAPTCHA timeouts, since the visitor is already waiting
 * for the form's answer.
 */
export const SITEVERIFY_TIMEOUT_MS = 5000
