import { createHash } from 'node:crypto'

import { SVG_SECURITY_POLICY } from '@/lib/securityHeaders'
import { shapeOfFileName, shapeSvg } from '@/shapes/shapeSvg'

/**
 * Elementor's shape files at their WordPress address, /wp-content/plugins/elementor/assets/shapes/
 * {name}.svg and {name}-negative.svg, for pages and stylesheets imported from the old site that
 * still point there. Our own drawings (src/shapes); anything else is a 404.
 */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const shape = shapeOfFileName((await params).file)
  const svg = shape && shapeSvg(shape.name, shape.negative)
  if (!svg)
    return new Response('No encontrado', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`
  const headers = {
    'Content-Type': 'image/svg+xml',
    'Cache-Control': 'public, max-age=86400',
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': SVG_SECURITY_POLICY,
  }
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  return new Response(svg, { headers })
}
