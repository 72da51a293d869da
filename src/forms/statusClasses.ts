/**
 * Contact Form 7's API status → the class and `data-status` token a form carries (seed §4,
 * reference 3.2), including the statuses the browser sets itself. One table for the server's
 * rendering (forms/render) and the browser's status machine (forms/browser).
 */
export const STATUS_CLASSES: ReadonlyMap<string, string> = new Map([
  ['init', 'init'],
  ['validation_failed', 'invalid'],
  ['acceptance_missing', 'unaccepted'],
  ['spam', 'spam'],
  ['aborted', 'aborted'],
  ['mail_sent', 'sent'],
  ['mail_failed', 'failed'],
  ['submitting', 'submitting'],
  ['resetting', 'resetting'],
  ['validating', 'validating'],
  ['payment_required', 'payment-required'],
])
