import { STATUS_CLASSES } from '@/forms/statusClasses'

/**
 * The form class and `data-status` for a REST API status. Any other status becomes `custom-{slug}`,
 * with every run of non-alphanumerics turned into `-`, as CF7's server does. (The browser script
 * only replaces the first run, so the two agree whenever a status has at most one, as add-ons'
 * statuses such as `needs_review` do.)
 */
export function statusClass(apiStatus: string): string {
  return STATUS_CLASSES.get(apiStatus) ?? `custom-${apiStatus.replace(/[^0-9a-z]+/gi, '-')}`
}
