import { getFooter, getSettings } from '@/data/globals'
import { linkHref } from '@/lib/permalink'
import { COOKIE_POLICY_PATH } from '@/lib/legalPaths'

type RawLink = Parameters<typeof linkHref>[0] & { id?: string | null; label: string }

/** The footer: the studio's contact data, its social profiles and the legal pages. */
export async function Footer() {
  const [footer, settings] = await Promise.all([getFooter(), getSettings()])
  const year = new Date().getFullYear()
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__studio">
          <p className="site-footer__name">{settings.studioName}</p>
          {footer.text && <p>{footer.text}</p>}
          <address>
            {settings.address && (
              <>
                {settings.address}, {settings.postalCode} {settings.city}
                <br />
              </>
            )}
            {settings.phone && <a href={`tel:${settings.phone.replace(/\s+/g, '')}`}>{settings.phone}</a>}
            {settings.phone && settings.email && ' · '}
            {settings.email && <a href={`mailto:${settings.email}`}>{settings.email}</a>}
          </address>
        </div>
        {settings.socialProfiles && settings.socialProfiles.length > 0 && (
          <ul className="site-footer__social" aria-label="Redes sociales">
            {settings.socialProfiles.map((p) => (
              <li key={p.id ?? p.url}>
                <a href={p.url} rel="me noopener">
                  {p.network}
                </a>
              </li>
            ))}
          </ul>
        )}
        <nav aria-label="Información legal" className="site-footer__legal">
          <ul>
            {(footer.legalLinks as RawLink[] | null | undefined)?.map((link) => {
              const href = linkHref(link)
              return href ? (
                <li key={link.id ?? href}>
                  <a href={href}>{link.label}</a>
                </li>
              ) : null
            })}
            <li>
              {/* The banner's library turns this into a button that reopens the preferences; without
                  JavaScript it leads to the cookie policy. */}
              <a href={COOKIE_POLICY_PATH} data-cc="show-preferencesModal">
                Configurar cookies
              </a>
            </li>
          </ul>
        </nav>
        <p className="site-footer__copy">
          © {year} {settings.studioName}
        </p>
      </div>
    </footer>
  )
}
