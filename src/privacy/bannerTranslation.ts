import type { Section, Translation } from 'vanilla-cookieconsent'

import { CONSENT_CATEGORIES, CONSENT_CATEGORY_LABELS, type ConsentCategory } from './consentCategories'
import type { CookieDeclaration } from './consentTypes'

export type BannerLinks = { cookiePolicyPath: string; privacyPolicyPath: string }

// What each category is for, in the words of the AEPD's guide (technical, analytics, advertising).
const CATEGORY_DESCRIPTIONS: Record<ConsentCategory, string> = {
  necessary:
    'Hacen que la web funcione y recuerdan tu elección sobre las cookies. No necesitan tu consentimiento y no se pueden desactivar.',
  analytics:
    'Nos dicen, de forma agregada, cuántas personas visitan la web y qué páginas leen, para mejorarla. Solo se usan si las aceptas.',
  marketing:
    'Miden la eficacia de nuestros anuncios y permiten mostrarte publicidad de nuestros servicios en otras webs. Solo se usan si las aceptas.',
}

// The library inserts these texts as HTML; the declarations are typed by editors.
const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const link = (href: string, text: string) => `<a href="${escape(href)}">${text}</a>`

function categorySection(category: ConsentCategory, declarations: readonly CookieDeclaration[]): Section {
  const cookies = declarations.filter((d) => d.category === category)
  return {
    title: CONSENT_CATEGORY_LABELS[category],
    description: CATEGORY_DESCRIPTIONS[category] + (cookies.length ? '' : ' Ahora mismo no usamos ninguna cookie de este tipo.'),
    linkedCategory: category,
    cookieTable: cookies.length
      ? {
          caption: `Cookies ${CONSENT_CATEGORY_LABELS[category].toLowerCase()}`,
          headers: { name: 'Nombre', provider: 'Titular', purpose: 'Finalidad', duration: 'Duración' },
          body: cookies.map((c) => ({ name: escape(c.name), provider: escape(c.provider), purpose: escape(c.purpose), duration: escape(c.duration) })),
        }
      : undefined,
  }
}

/** The banner's Spanish text: the first layer and the preferences, with the declared cookies. */
export function bannerTranslation(declarations: readonly CookieDeclaration[], { cookiePolicyPath, privacyPolicyPath }: BannerLinks): Translation {
  const cookiePolicy = link(cookiePolicyPath, 'política de cookies')
  return {
    consentModal: {
      label: 'Aviso de cookies',
      title: 'Usamos cookies',
      description:
        'Usamos cookies técnicas para que la web funcione y, si nos das permiso, cookies analíticas y publicitarias. ' +
        `Puedes aceptarlas todas, rechazarlas o elegir cuáles permites. Más información en nuestra ${cookiePolicy}.{{revisionMessage}}`,
      revisionMessage: ' Las cookies que usamos han cambiado desde tu última visita; por favor, vuelve a elegir.',
      acceptAllBtn: 'Aceptar todo',
      acceptNecessaryBtn: 'Rechazar todo',
      showPreferencesBtn: 'Configurar',
      footer: `${link(privacyPolicyPath, 'Política de privacidad')}${link(cookiePolicyPath, 'Política de cookies')}`,
    },
    preferencesModal: {
      title: 'Configurar cookies',
      acceptAllBtn: 'Aceptar todo',
      acceptNecessaryBtn: 'Rechazar todo',
      savePreferencesBtn: 'Guardar mi elección',
      closeIconLabel: 'Cerrar',
      sections: [
        {
          description:
            'Elige qué cookies permites, salvo las técnicas, que son necesarias. Puedes cambiar tu elección cuando quieras desde el enlace «Configurar cookies» del pie de página.',
        },
        ...CONSENT_CATEGORIES.map((category) => categorySection(category, declarations)),
        {
          title: 'Más información',
          description: `Consulta nuestra ${cookiePolicy} y nuestra ${link(privacyPolicyPath, 'política de privacidad')}.`,
        },
      ],
    },
  }
}
