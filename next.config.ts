import { readFileSync } from 'node:fs'
import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { NOJS_MAX_BODY_BYTES } from '@/lib/formLimits'
import {
  contentSecurityPolicy,
  hstsHeader,
  STATIC_ASSET_POLICY,
  STATIC_SECURITY_HEADERS,
  SVG_SECURITY_POLICY,
} from './src/lib/securityHeaders'

// HSTS is also sent from here for the routes the proxy does not see (the APIs, see src/proxy.ts).
const hsts = hstsHeader(process.env.SITE_URL ?? '')

// Files that may be opened on their own (an SVG can run scripts) get the sandboxing policy, not the
// site's. It is set here because a header set here wins over the same header from a route handler
// (Next's send-response keeps the first), so the routes' own policy would be lost.
// Payload serves every upload collection's files under /api (/api/media/file/…, a visitor's file at
// /api/submission-files/file/…, their resized copies too), and Next hands that route its path
// decoded while these rules see it as sent: a rule for /api/*/file/ alone would miss
// /api/media/fil%65/…. So the whole API is sandboxed; nothing under it is a page (GraphQL is off).
const SANDBOXED_FILES = ['api/', 'wp-content/uploads/', 'wp-content/plugins/elementor/assets/shapes/']
// The build's files (hashed names; compressed at build time, served by scripts/precompressedStatic.mjs).
const BUILD_FILES = '_next/static/'

// The admin's code editor loads Monaco from this site (src/admin/codeEditor), at an address that
// names the installed version, so that its files are cached for good and an upgrade changes them all.
const monacoVersion = (
  JSON.parse(readFileSync(path.join(process.cwd(), 'node_modules/monaco-editor/package.json'), 'utf8')) as {
    version: string
  }
).version

const nextConfig: NextConfig = {
  env: { REVELA_MONACO_VERSION: monacoVersion },
  // WordPress permalinks end in a slash; src/proxy.ts adds it for site pages and leaves the admin,
  // the APIs and files alone, which Next's own all-or-nothing setting cannot do.
  skipTrailingSlashRedirect: true,
  // The browser tests build into their own folder, against their own database.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // scripts/server.mjs compresses, with brotli where the browser takes it (a quarter lighter than gzip),
  // and serves the build's files compressed once at build time (scripts/precompress.mjs).
  compress: false,
  // Several instances from one build (docs/ARCHITECTURE.md, deploy/README.md): the same build id on
  // all of them, and page invalidations shared over Redis (Next's own file cache without REDIS_URL).
  deploymentId: process.env.NEXT_DEPLOYMENT_ID || undefined,
  cacheHandler: path.join(process.cwd(), 'src/cluster/sharedTagsCacheHandler.mjs'),
  // `npm test` type-checks the whole project (tests included) once; the build need not do it again.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  images: { unoptimized: true },
  // One copy of busboy, outside the bundle, for scripts/busboyEndGuard.mjs to mend; Redis's client
  // and the limiter as Node loads them (one connection per process, shared with the cache handler's
  // module graph); exifr as Node loads it: bundled, its optional Node modules fail to load and it
  // printed «Couldn't load fs», «Couldn't load zlib» at every start.
  serverExternalPackages: ['busboy', 'ioredis', 'rate-limiter-flexible', 'exifr'],
  experimental: {
    // The proxy sees form posts to pages (contact forms without JavaScript) and Next buffers what it
    // sees, in memory: keep that small. Posts with JavaScript go to /wp-json/, which streams.
    proxyClientMaxBodySize: NOJS_MAX_BODY_BYTES,
    // Server code keeps its class names: Payload picks an error's log level by its name (a visitor's
    // forbidden or invalid request is `info`), and minified names made every one of them an `error`
    // (a 100,000-request fuzz run left 834 «No tienes permiso» errors in the log). Nothing of it
    // reaches a browser.
    serverMinification: false,
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [...STATIC_SECURITY_HEADERS, ...(hsts ? [{ key: 'Strict-Transport-Security', value: hsts }] : [])],
      },
      {
        source: `/((?!${[...SANDBOXED_FILES, BUILD_FILES].join('|')}).*)`,
        headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy({ admin: false }) }],
      },
      ...SANDBOXED_FILES.map((prefix) => ({
        source: `/${prefix}:path*`,
        headers: [{ key: 'Content-Security-Policy', value: SVG_SECURITY_POLICY }],
      })),
      {
        source: `/${BUILD_FILES}:path*`,
        headers: [{ key: 'Content-Security-Policy', value: STATIC_ASSET_POLICY }],
      },
      {
        source: '/admin/:path*',
        headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy({ admin: true }) }],
      },
    ]
  },
}

const withAdmin = withPayload(nextConfig, { devBundleServerPackages: false })

// Payload asks every response to carry `Critical-CH: Sec-CH-Prefers-Color-Scheme` (the admin draws
// its dark theme on the server). On the public site that header makes Chromium restart each first
// navigation to resend the hint, a whole extra round trip before a visitor sees anything, and its
// `Vary` splits every cached page in two; the site does not use the hint. So it goes to /admin only.
const isClientHintHeader = ({ key, value }: { key: string; value: string }) =>
  ['accept-ch', 'critical-ch'].includes(key.toLowerCase()) ||
  (key.toLowerCase() === 'vary' && value.startsWith('Sec-CH-'))
const payloadHeaders = withAdmin.headers
export default {
  ...withAdmin,
  async headers() {
    const rules = (await payloadHeaders?.()) ?? []
    return rules.flatMap((rule) => {
      const hints = rule.headers.filter(isClientHintHeader)
      if (rule.source !== '/:path*' || hints.length === 0) return [rule]
      const rest = rule.headers.filter((h) => !isClientHintHeader(h))
      return [
        ...(rest.length ? [{ ...rule, headers: rest }] : []),
        { ...rule, source: '/admin/:path*', headers: hints },
      ]
    })
  },
} satisfies NextConfig
