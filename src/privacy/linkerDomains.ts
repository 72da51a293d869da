/**
 * The domains for Google's cross-domain linker: the site's own host and the ones the studio lists
 * in the settings, which editors may type as a host or paste as a whole address. Lower-cased,
 * without duplicates, the site's host first; entries that are not a host are dropped.
 */
export function linkerDomains(crossDomains: readonly string[] | null | undefined, siteUrl: string): string[] {
  const hosts = [siteUrl, ...(crossDomains ?? [])].map(hostOf).filter((host): host is string => !!host)
  return [...new Set(hosts)]
}

function hostOf(entry: string): string | null {
  const text = entry.trim()
  if (!text) return null
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`).hostname.toLowerCase() || null
  } catch {
    // An entry the URL parser refuses names no domain: it is left out of the linker's list.
    return null
  }
}
