// CF7's front-end table (reference 3.2), which also covers the statuses the browser sets itself.
const STATUS_CLASSES: Readonly<Record<string, string>> = {
  init: 'init',
  validation_failed: 'invalid',
  acceptance_missing: 'unaccepted',
  spam: 'spam',
  aborted: 'aborted',
  mail_sent: 'sent',
  mail_failed: 'failed',
  submitting: 'submitting',
  resetting: 'resetting',
  validating: 'validating',
  payment_required: 'payment-required',
}

/**
 * The form class and `data-status` for a REST API status. Any other status becomes `custom-{slug}`,
 * with every run of non-alphanumerics turned into `-`, as CF7's server does. (The browser script
 * only replaces the first run, so the two agree whenever a status has at most one, as add-ons'
 * statuses such as `needs_review` do.)
 */
export function statusClass(apiStatus: string): string {
  return Object.hasOwn(STATUS_CLASSES, apiStatus)
    ? (STATUS_CLASSES[apiStatus] ?? 'init')
    : `custom-${apiStatus.replace(/[^0-9a-z]+/gi, '-')}`
}
