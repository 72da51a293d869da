import { PAGE_CACHE_S_MAXAGE, PAGE_CACHE_STALE_WHILE_REVALIDATE } from '@/lib/constants'

/**
 * A page drawn with a loop's page or filter. It shows only published content, the same for every
 * visitor, so a shared cache may keep it as briefly as a page (nginx: 60 s, 10 s for a 404), which
 * spares the database when one address is asked often. It is never indexed: the loop's first page,
 * the page's canonical address, is the one to index.
 */
export function loopViewResponse(html: string, status: number): Response {
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': `public, max-age=0, s-maxage=${PAGE_CACHE_S_MAXAGE}, stale-while-revalidate=${PAGE_CACHE_STALE_WHILE_REVALIDATE}`,
      'X-Robots-Tag': 'noindex',
    },
  })
}
