import type { Section, Translation } from 'vanilla-cookieconsent'

// The library inserts these texts as HTML; the declarations are typed by editors.
import { escapeHtml } from '@/lib/html'

import { CONSENT_CATEGORIES, CONSENT_CATEGORY_LABELS, type ConsentCategory } from './consentCategories'
import { CATEGORY_DESCRIPTION_KEY, DEFAULT_BANNER_TEXTS, type BannerTexts } from './bannerTexts'
import type { CookieDeclaration } from './consentTypes'

export type BannerLinks = { cookiePolicyPath: string; privacyPolicyPath: string }

const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${text}</a>`

function categorySection(
  category: ConsentCategory,
  declarations: readonly CookieDeclaration[],
  texts: BannerTexts,
): Section {
  const cookies = declarations.filter((d) => d.category === category)
  return {
    title: CONSENT_CATEGORY_LABELS[category],
    description:
      escapeHtml(texts[CATEGORY_DESCRIPTION_KEY[category]]) +
      (cookies.length ? '' : ' Ahora mismo no usamos ninguna cookie de este tipo.'),
    linkedCategory: category,
    cookieTable: cookies.length
      ? {
          caption: `Cookies ${CONSENT_CATEGORY_LABELS[category].toLowerCase()}`,
          headers: { name: 'Nombre', provider: 'Titular', purpose: 'Finalidad', duration: 'Duración' },
          body: cookies.map((c) => ({
            name: escapeHtml(c.name),
            provider: escapeHtml(c.provider),
            purpose: escapeHtml(c.purpose),
            duration: escapeHtml(c.duration),
          })),
        }
      : undefined,
  }
}

/**
 * The banner's Spanish text: the first layer and the preferences, with the declared cookies. The
 * editor's texts are plain text; the links to the policies are always added, never left to them.
 */
export function bannerTranslation(
  declarations: readonly CookieDeclaration[],
  { cookiePolicyPath, privacyPolicyPath }: BannerLinks,
  texts: BannerTexts = DEFAULT_BANNER_TEXTS,
): Translation {
  const cookiePolicy = link(cookiePolicyPath, 'política de cookies')
  return {
    consentModal: {
      label: 'Aviso de cookies',
      title: escapeHtml(texts.title),
      description: `${escapeHtml(texts.description)} Más información en nuestra ${cookiePolicy}.{{revisionMessage}}`,
      revisionMessage: ' Las cookies que usamos han cambiado desde tu última visita; por favor, vuelve a elegir.',
      acceptAllBtn: escapeHtml(texts.acceptAll),
      acceptNecessaryBtn: escapeHtml(texts.rejectAll),
      showPreferencesBtn: escapeHtml(texts.configure),
      footer: `${link(privacyPolicyPath, 'Política de privacidad')}${link(cookiePolicyPath, 'Política de cookies')}`,
    },
    preferencesModal: {
      title: escapeHtml(texts.preferencesTitle),
      acceptAllBtn: escapeHtml(texts.acceptAll),
      acceptNecessaryBtn: escapeHtml(texts.rejectAll),
      savePreferencesBtn: escapeHtml(texts.savePreferences),
      closeIconLabel: 'Cerrar',
      sections: [
        { description: escapeHtml(texts.preferencesIntro) },
        ...CONSENT_CATEGORIES.map((category) => categorySection(category, declarations, texts)),
        {
          title: 'Más información',
          description: `Consulta nuestra ${cookiePolicy} y nuestra ${link(privacyPolicyPath, 'política de privacidad')}.`,
        },
      ],
    },
  }
}
