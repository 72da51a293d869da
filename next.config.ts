import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { contentSecurityPolicy, STATIC_SECURITY_HEADERS } from './src/lib/securityHeaders'

const nextConfig: NextConfig = {
  // WordPress permalinks end in a slash; src/proxy.ts adds it for site pages and leaves the admin,
  // the APIs and files alone, which Next's own all-or-nothing setting cannot do.
  skipTrailingSlashRedirect: true,
  // The browser tests build into their own folder, against their own database.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // `npm test` type-checks the whole project (tests included) once; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  images: { unoptimized: true },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [...STATIC_SECURITY_HEADERS, { key: 'Content-Security-Policy', value: contentSecurityPolicy({ admin: false }) }],
      },
      {
        source: '/admin/:path*',
        headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy({ admin: true }) }],
      },
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
