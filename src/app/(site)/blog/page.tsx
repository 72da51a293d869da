import type { Metadata } from 'next'

import { BlogArchive } from '@/components/BlogArchive'
import { seoMetadata } from '@/lib/seo'

export const revalidate = false

export const metadata: Metadata = seoMetadata({
  title: 'Blog',
  description: 'Consejos, precios y entre bastidores de las sesiones de fotos y books del estudio.',
  path: '/blog/',
})

export default function Blog() {
  return <BlogArchive page={1} />
}
