import type { GtagCommand } from '../tagManagerBoot'

type WithDataLayer = { dataLayer?: unknown[] }

/** The page's data layer, created if the tag manager has not made it yet. */
export function dataLayer(): unknown[] {
  return ((window as WithDataLayer).dataLayer ??= [])
}

/**
 * Google's gtag(): the tags read a pushed `arguments` object as a command (consent, set) and an
 * array as plain data, so this pushes `arguments` rather than the rest parameter.
 */
export function gtag(..._command: GtagCommand): void {
  // eslint-disable-next-line prefer-rest-params -- gtag.js reads only an Arguments object (see above)
  dataLayer().push(arguments)
}
