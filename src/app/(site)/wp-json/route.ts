import { getRequestSettings } from '@/data/globals'
import { env } from '@/env'
import { REST_NAMESPACES } from '@/lib/restNamespaces'

export const dynamic = 'force-static'
export const revalidate = false

/** The REST root: WordPress's index document, listing the namespaces served here. */
export async function GET() {
  const siteUrl = env().siteUrl
  const settings = await getRequestSettings()
  return Response.json(
    {
      name: settings.studioName,
      description: settings.tagline ?? '',
      url: siteUrl,
      home: siteUrl,
      gmt_offset: 1,
      timezone_string: 'Europe/Madrid',
      namespaces: REST_NAMESPACES,
      authentication: {},
      routes: {},
      _links: { help: [{ href: 'https://developer.wordpress.org/rest-api/' }] },
    },
    { headers: { 'Access-Control-Allow-Origin': '*' } },
  )
}
