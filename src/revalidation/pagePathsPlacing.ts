import type { PayloadRequest } from 'payload'

import { findBlocks, type BlockNode } from '@/lib/findBlocks'
import { pagePermalink } from '@/lib/permalink'

/**
 * The addresses of the pages whose layout places a block that `matches` (blocks nest in sections,
 * columns and tabs): a change to what such a block shows (a form, the posts of a loop) re-renders
 * those prerendered pages and only them.
 */
export async function pagePathsPlacing(req: PayloadRequest, matches: (block: BlockNode) => boolean): Promise<string[]> {
  const { docs } = await req.payload.find({
    collection: 'pages',
    limit: 0,
    depth: 0,
    pagination: false,
    select: { layout: true, path: true, slug: true },
    overrideAccess: true,
    req,
  })
  return docs.filter((page) => findBlocks(page.layout, matches).length > 0).map((page) => pagePermalink(page))
}
