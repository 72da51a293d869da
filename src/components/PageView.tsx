import { pageRuns } from '@/blocks/pageRuns'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { formRenderScope } from '@/blocks/renderScope'
import { plainTitle, titleHtml } from '@/lib/html/titleHtml'
import { pagePermalink } from '@/lib/permalink'
import type { Page } from '@/payload-types'

import { FrontendConfigScript } from './FrontendConfigScript'

type Layout = NonNullable<Page['layout']>

/** The layout with its first block marked as the one in view on arrival (see SectionComponent). */
const firstMarked = (layout: Layout): Layout =>
  layout.map((block, i) => (i === 0 ? { ...block, firstOnPage: true } : block))

/** A CMS page: its blocks, and its front-end configuration. */
export function PageView({ page, path }: { page: Page; path?: string }) {
  // Contact forms on the page name it as their container and post back to it.
  const scope = formRenderScope()
  scope.containerPostId = page.id
  scope.path = path ?? pagePermalink(page)
  const hasH1 = JSON.stringify(page.layout ?? []).includes('"level":"1"')
  return (
    <article className="page" id={`post-${page.id}`}>
      {!hasH1 && (
        <header className={page.hideTitle ? 'page-header visually-hidden' : 'page-header'}>
          <h1 dangerouslySetInnerHTML={{ __html: titleHtml(page.title) }} />
        </header>
      )}
      {pageRuns(firstMarked(page.layout ?? [])).map((run, i) =>
        run.kind === 'section' ? (
          <RenderBlocks key={run.block.id ?? i} blocks={[run.block]} />
        ) : (
          // Blocks placed directly on the page sit in the content column, as inside a section.
          <div className="page-column" key={run.blocks[0]?.id ?? i}>
            <RenderBlocks blocks={run.blocks} />
          </div>
        ),
      )}
      <FrontendConfigScript post={{ id: page.id, title: plainTitle(page.title), excerpt: '', featuredImage: null }} />
    </article>
  )
}
