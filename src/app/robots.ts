import type { MetadataRoute } from 'next'

import { env } from '@/env'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/next/', '/wp-admin/'] },
    sitemap: `${env().siteUrl}/sitemap.xml`,
  }
}
