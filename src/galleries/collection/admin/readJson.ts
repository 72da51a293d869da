/**
 * GETs one of the site's API answers with the editor's session cookie; null when it fails (the
 * panels that read them keep what they showed and try again at their next refresh).
 */
export async function readJson<T>(url: string, signal?: AbortSignal): Promise<T | null> {
  try {
    const response = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json' }, signal })
    return response.ok ? ((await response.json()) as T) : null
  } catch {
    // Offline, or aborted because the panel went away: nothing to show, nothing to report.
    return null
  }
}
