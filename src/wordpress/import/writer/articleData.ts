import type { Block } from '../core/content/context'
import type { PlannedDoc } from '../core/plan/planImport'
import type { Taxonomy } from './writeTaxonomy'

/** Only rich text: it goes into the article's text field; anything else into its blocks. */
const onlyText = (blocks: Block[]) => blocks.every((b) => b.blockType === 'richText')

/** Rich-text blocks in a row become one editor state (fitBlocks already merges neighbours). */
function mergedText(blocks: Block[]) {
  const roots = blocks.map((b) => (b.body as { root: { children: unknown[] } }).root)
  return { root: { ...roots[0]!, children: roots.flatMap((r) => r.children) } }
}

/**
 * A planned post as the fields of a Revela article (without its status): the text in its text
 * field when it is only text, else in its blocks; its old address kept when it was not /{slug}/.
 */
export function articleData(doc: PlannedDoc, taxonomy: Taxonomy, tagNames: Map<string, string>) {
  const text = onlyText(doc.blocks)
  return {
    title: doc.title,
    slug: doc.slug,
    legacyPath: doc.path && doc.path !== doc.slug ? doc.path : null,
    excerpt: doc.excerpt || undefined,
    featuredImage: doc.featuredImage,
    content: text && doc.blocks.length ? mergedText(doc.blocks) : null,
    layout: text ? [] : doc.blocks,
    publishedAt: doc.publishedAt,
    byline: taxonomy.authors.get(doc.authorLogin) ?? null,
    categories: doc.categories
      .map((slug) => taxonomy.categories.get(slug))
      .filter((id): id is number => id !== undefined),
    tags: doc.tags.map((slug) => tagNames.get(slug) ?? slug),
    commentsOpen: doc.commentsOpen,
  }
}
