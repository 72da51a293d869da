import type { Metadata } from 'next'

import { plainTitle } from './html/titleHtml'

type SeoInput = {
  title: string
  description?: string | null
  path: string
  image?: { url?: string | null; width?: number | null; height?: number | null; alt?: string | null } | null
  type?: 'website' | 'article'
  publishedTime?: string | null
  modifiedTime?: string | null
}

/** Title, description, canonical link, Open Graph and Twitter card for a page or article. */
export function seoMetadata({
  title: written,
  description,
  path,
  image,
  type = 'website',
  publishedTime,
  modifiedTime,
}: SeoInput): Metadata {
  // A title may carry WordPress's inline markup (titleHtml); a browser tab or a shared card shows text.
  const title = plainTitle(written)
  const images = image?.url
    ? [{ url: image.url, width: image.width ?? undefined, height: image.height ?? undefined, alt: image.alt ?? '' }]
    : undefined
  return {
    title,
    description: description ?? undefined,
    alternates: { canonical: path },
    openGraph: {
      title,
      description: description ?? undefined,
      url: path,
      type,
      images,
      ...(type === 'article'
        ? { publishedTime: publishedTime ?? undefined, modifiedTime: modifiedTime ?? undefined }
        : {}),
    },
    twitter: {
      card: images ? 'summary_large_image' : 'summary',
      title,
      description: description ?? undefined,
      images: images?.map((i) => i.url),
    },
  }
}

/** A plain-text description from rich text, for pages whose editors left the meta description empty. */
export function plainText(node: unknown, limit = 160): string {
  const out: string[] = []
  const walk = (n: unknown) => {
    if (!n || typeof n !== 'object' || out.join(' ').length > limit) return
    const rec = n as { text?: string; children?: unknown[]; root?: unknown }
    if (typeof rec.text === 'string') out.push(rec.text)
    if (rec.root) walk(rec.root)
    rec.children?.forEach(walk)
  }
  walk(node)
  const text = out.join(' ').replace(/\s+/g, ' ').trim()
  return text.length > limit ? text.slice(0, limit - 1).replace(/\s+\S*$/, '') + '…' : text
}

/** The rich-text bodies among blocks, however deeply they sit (sections, columns, tabs). */
function richTextBodies(value: unknown, out: unknown[] = [], depth = 0): unknown[] {
  if (!value || typeof value !== 'object' || depth > 12) return out
  if (Array.isArray(value)) {
    for (const item of value) richTextBodies(item, out, depth + 1)
    return out
  }
  const block = value as { blockType?: string; body?: unknown; text?: unknown }
  if (block.blockType === 'richText') out.push(block.body)
  else if (block.blockType === 'heading' && typeof block.text === 'string') out.push({ text: block.text })
  else
    for (const key of ['blocks', 'columns', 'items'] as const)
      richTextBodies((value as Record<string, unknown>)[key], out, depth + 1)
  return out
}

/** An article's running text: its text field, else the text of its blocks (articles brought from WordPress). */
export function articleText(post: { content?: unknown; layout?: unknown }, limit = 160): string {
  return plainText(post.content, limit) || plainText({ children: richTextBodies(post.layout) }, limit)
}
