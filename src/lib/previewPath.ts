/**
 * The preview's addresses: a path of this site to show (or to go back to), never another host.
 * Shared by the preview route, its exit and the bar (pure).
 */
export const PREVIEW_PATH_HEADER = 'x-revela-preview-path'

/** The cookie Next keeps draft mode in (next/dist/server/api-utils: COOKIE_NAME_PRERENDER_BYPASS). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

export function isSitePath(path: string | null | undefined): path is string {
  return (
    typeof path === 'string' && /^\/[\w\-/%.]*$/.test(path) && !path.startsWith('//') && !path.split('/').includes('..')
  )
}

export function exitPreviewUrl(path: string | null | undefined): string {
  return isSitePath(path) ? `/next/exit-preview?path=${encodeURIComponent(path)}` : '/next/exit-preview'
}
