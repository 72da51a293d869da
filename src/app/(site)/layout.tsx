import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import { ConsentBanner } from '@/components/ConsentBanner.client'
import { Footer } from '@/components/Footer'
import { Header } from '@/components/Header/Header'
import { PreviewBar } from '@/components/PreviewBar'
import { HEADER_NOSCRIPT_CSS } from '@/components/Header/headerNoscriptCss'
import { getSettings } from '@/data/globals'
import { isPreviewing } from '@/data/preview'
import { env } from '@/env'
import { FAVICON_URL, LOCALE } from '@/lib/constants'
import { consentClientConfig } from '@/privacy/data/consentClientConfig'
import { AnchorScroll } from '@/anchors/AnchorScroll.client'
import { LightboxLoader } from '@/lightbox/LightboxLoader.client'
import { STICKY_NOSCRIPT_CSS } from '@/blocks/Section/stickyNoscriptCss'

import './site.css'

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSettings()
  return {
    metadataBase: new URL(env().siteUrl + '/'),
    title: { default: settings.studioName, template: `%s · ${settings.studioName}` },
    description: settings.tagline ?? undefined,
    openGraph: { siteName: settings.studioName, locale: 'es_ES', type: 'website' },
    alternates: { types: { 'application/rss+xml': '/feed/' } },
    icons: { icon: FAVICON_URL },
  }
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#1d1b19' }

/**
 * Every public page: Spanish, left to right, a skip link, the sticky header, the footer and the cookie
 * banner; in an editor's preview, the bar that says so instead of the banner (a preview is no visit).
 */
export default async function SiteLayout({ children }: { children: ReactNode }) {
  const [consent, previewing] = await Promise.all([consentClientConfig(), isPreviewing()])
  return (
    <html lang={LOCALE} dir="ltr">
      <head>
        <noscript>
          {/* Without JavaScript the menus open on hover and focus, the mobile menu stays unfolded (and the header then scrolls away), backgrounds show at once and sticky sections keep to their devices. */}
          <style>{`${HEADER_NOSCRIPT_CSS}[data-bg]{background-image:var(--bg-fallback)}${STICKY_NOSCRIPT_CSS}`}</style>
        </noscript>
      </head>
      <body>
        <a className="skip-link" href="#content">
          Saltar al contenido
        </a>
        <Header />
        <main id="content" tabIndex={-1}>
          {children}
        </main>
        <Footer />
        {previewing ? <PreviewBar /> : <ConsentBanner config={consent} />}
        <AnchorScroll />
        <LightboxLoader />
      </body>
    </html>
  )
}
