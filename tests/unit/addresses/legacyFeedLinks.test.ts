import { describe, expect, it } from 'vitest'

import { archiveFeed, legacyRedirect } from '@/addresses/legacyFeedLinks'

const redirect = (path: string) => {
  const url = new URL(path, 'http://localhost')
  return legacyRedirect(url.pathname, url.searchParams)
}

describe('legacyRedirect', () => {
  it('sends the core sitemap and its parts to the site’s sitemap', () => {
    expect(redirect('/wp-sitemap.xml')).toBe('/sitemap.xml')
    expect(redirect('/wp-sitemap-posts-post-1.xml')).toBe('/sitemap.xml')
    expect(redirect('/wp-sitemap.xsl')).toBeNull()
  })

  it('sends every feed format to the RSS 2.0 feed it stands for', () => {
    expect(redirect('/feed/atom/')).toBe('/feed/')
    expect(redirect('/feed/rdf/')).toBe('/feed/')
    expect(redirect('/comments/feed/atom/')).toBe('/comments/feed/')
    expect(redirect('/2024/05/boda/feed/rss2/')).toBe('/2024/05/boda/feed/')
    expect(redirect('/?feed=rss2')).toBe('/feed/')
    expect(redirect('/index.php?feed=atom')).toBe('/feed/')
    expect(redirect('/?feed=comments-rss2')).toBe('/comments/feed/')
    expect(redirect('/?feed=podcast')).toBeNull()
    expect(redirect('/?feed=constructor')).toBeNull()
    expect(redirect('/feed/')).toBeNull()
  })

  it('sends an item’s embed and trackback addresses to the item', () => {
    expect(redirect('/boda-en-el-retiro/embed/')).toBe('/boda-en-el-retiro/')
    expect(redirect('/2024/05/boda/trackback/')).toBe('/2024/05/boda/')
    expect(redirect('/embed/')).toBeNull()
    expect(redirect('/boda//embed/')).toBeNull()
    expect(redirect('/boda/embed')).toBeNull()
  })

  it('leaves every other address alone, however long', () => {
    expect(redirect('/contacto/')).toBeNull()
    expect(redirect('/?s=feed')).toBeNull()
    expect(redirect(`/${'a/'.repeat(2000)}embed/`)).toBeNull()
  })
})

describe('archiveFeed', () => {
  it('names the archive of a category (its last segment), a tag or an author', () => {
    expect(archiveFeed('/category/bodas/feed/')).toEqual({ kind: 'category', slug: 'bodas' })
    expect(archiveFeed('/category/sesiones/bodas/feed/')).toEqual({ kind: 'category', slug: 'bodas' })
    expect(archiveFeed('/tag/precios/feed/')).toEqual({ kind: 'tag', slug: 'precios' })
    expect(archiveFeed('/author/marta/feed/')).toEqual({ kind: 'author', slug: 'marta' })
  })

  it('names nothing else', () => {
    for (const path of [
      '/feed/',
      '/category/feed/',
      '/tag/a/b/feed/',
      '/author//feed/',
      '/boda/feed/',
      '/category/bodas/',
      '/category//bodas/feed/',
    ])
      expect(archiveFeed(path), path).toBeNull()
  })
})
