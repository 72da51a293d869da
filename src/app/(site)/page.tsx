import type { Metadata } from 'next'

import { JsonLd } from '@/components/JsonLd'
import { PageView } from '@/components/PageView'
import { getHomePageId, getSettings } from '@/data/globals'
import { getPageById } from '@/data/pages'
import { isPreviewing } from '@/data/preview'
import { env } from '@/env'
import { seoMetadata } from '@/lib/seo'

export const revalidate = false

async function homePage() {
  const [settings, id, draft] = await Promise.all([getSettings(), getHomePageId(), isPreviewing()])
  return { settings, page: id ? await getPageById(id, draft) : null }
}

export async function generateMetadata(): Promise<Metadata> {
  const { settings, page } = await homePage()
  return {
    ...seoMetadata({
      title: page?.meta?.title || `${settings.studioName} · ${settings.tagline ?? 'Estudio de fotografía'}`,
      description: page?.meta?.description ?? settings.tagline,
      path: '/',
      image: typeof page?.meta?.image === 'object' ? page.meta.image : null,
    }),
    title: { absolute: page?.meta?.title || `${settings.studioName} · ${settings.tagline ?? 'Estudio de fotografía'}` },
  }
}

/** The front page: the page chosen in the settings, and the studio as a local business. */
export default async function Home() {
  const { settings, page } = await homePage()
  const siteUrl = env().siteUrl
  return (
    <>
      {page ? <PageView page={page} path="/" /> : <h1>{settings.studioName}</h1>}
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': ['LocalBusiness', 'ProfessionalService'],
          '@id': `${siteUrl}/#studio`,
          name: settings.studioName,
          description: settings.tagline ?? undefined,
          url: siteUrl + '/',
          email: settings.email ?? undefined,
          telephone: settings.phone ?? undefined,
          address: {
            '@type': 'PostalAddress',
            streetAddress: settings.address ?? undefined,
            postalCode: settings.postalCode ?? undefined,
            addressLocality: settings.city,
            addressCountry: 'ES',
          },
          openingHours:
            settings.openingHours
              ?.split('\n')
              .map((line) => line.trim())
              .filter(Boolean)
              .join(' ') || undefined,
          sameAs: settings.socialProfiles?.map((p) => p.url),
        }}
      />
    </>
  )
}
