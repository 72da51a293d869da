import type { PayloadRequest } from 'payload'

import { pagePathsPlacing } from '@/revalidation/pagePathsPlacing'

/**
 * The addresses of the pages whose layout holds a posts loop: they are prerendered with the
 * latest posts, so a post published, changed or withdrawn, or a category renamed or deleted,
 * re-renders them (and only them, as a changed form re-renders only the pages that place it; the
 * Categories hooks import it from here). The front page is also among the lists
 * revalidateContent always purges. Should the pages not be readable, the post or category is
 * saved all the same and the failure logged: a stale list is better than an editor's lost work.
 */
export async function loopPagePaths(req: PayloadRequest): Promise<string[]> {
  try {
    return await pagePathsPlacing(req, (block) => block.blockType === 'postsLoop')
  } catch (error) {
    req.payload.logger.error(
      { err: error },
      'No se han podido leer las páginas con listados de entradas para actualizarlas',
    )
    return []
  }
}
