import type { PostsLoopBlock } from '@/payload-types'

import { loopSettings } from './core/loopSettings'
import { FIRST_PAGE } from './core/types'
import { PostsLoopScript } from './PostsLoopScript.client'
import { renderLoopRegionMarked } from './render'
import { loadLoopView } from './server/loadLoopView'
import './postsLoop.css'

/**
 * A posts loop, drawn on the server at its first page so that it is in the prerendered HTML. The
 * region is an HTML string between markers (the refresh endpoint and the no-JavaScript view draw
 * it with the same renderer); around it stay the status line that announces a change and the
 * script, which only joins when there are links for it to handle.
 */
export async function PostsLoopComponent(block: PostsLoopBlock) {
  if (!block.id) return null
  const settings = loopSettings(block)
  const view = await loadLoopView(block.id, settings, FIRST_PAGE)
  const interactive = settings.showFilter || (settings.pagination !== 'none' && view.pages > 1)
  return (
    <div className="e-loop elementor-widget-loop-grid" data-loop-widget={block.id}>
      <div className="visually-hidden" role="status" data-loop-live="" />
      <div className="e-loop__host" dangerouslySetInnerHTML={{ __html: renderLoopRegionMarked(view) }} />
      {interactive && <PostsLoopScript widgetId={block.id} />}
    </div>
  )
}
