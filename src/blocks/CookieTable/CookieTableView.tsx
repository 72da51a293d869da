import { CONSENT_COOKIE_NAME } from '@/privacy/consentCookieName'

import type { CookieTableGroup } from './cookieTableGroups'

/**
 * One table per category, each named by its caption, and the button that reopens the banner's
 * preferences. The consent library (on every page) listens for clicks on `data-cc` elements; without
 * JavaScript nothing would answer, so the button is hidden then and the <noscript> gives the way
 * that still works: deleting the cookie that keeps the choice, so that the banner asks again.
 */
export function CookieTableView({ groups, showButton }: { groups: CookieTableGroup[]; showButton: boolean }) {
  return (
    <div className="block-cookie-table">
      {groups.length === 0 && (
        <p>
          Este sitio solo guarda la cookie <code>{CONSENT_COOKIE_NAME}</code>, que recuerda tu elección sobre las
          cookies.
        </p>
      )}
      {groups.map((group) => (
        // Narrow screens scroll the table sideways; the focusable region lets keyboard users do so too.
        // It is named by its caption's text rather than an id, which a second table block would repeat.
        <div
          className="cookie-table__scroll"
          role="region"
          aria-label={group.caption}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (WCAG 2.1.1; axe's scrollable-region-focusable)
          tabIndex={0}
          key={group.category}
        >
          <table className="cookie-table">
            <caption>{group.caption}</caption>
            <thead>
              <tr>
                <th scope="col">Nombre</th>
                <th scope="col">Titular</th>
                <th scope="col">Finalidad</th>
                <th scope="col">Duración</th>
              </tr>
            </thead>
            <tbody>
              {group.cookies.map((cookie) => (
                <tr key={cookie.id ?? cookie.name}>
                  <th scope="row">
                    <code>{cookie.name}</code>
                  </th>
                  <td>{cookie.provider}</td>
                  <td>{cookie.purpose}</td>
                  <td>{cookie.duration}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
      {showButton && (
        <>
          <p className="cookie-table__settings">
            <button type="button" className="button button--primary" data-cc="show-preferencesModal">
              Configurar cookies
            </button>
          </p>
          <noscript>
            <p>
              Para cambiar tu elección sin JavaScript, borra la cookie <code>{CONSENT_COOKIE_NAME}</code> de este sitio
              desde los ajustes de tu navegador: el aviso de cookies volverá a preguntarte en tu próxima visita.
            </p>
          </noscript>
        </>
      )}
    </div>
  )
}
