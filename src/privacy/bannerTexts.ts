import type { ConsentCategory } from './consentCategories'

/** The cookie banner's words an editor may change (Ajustes del sitio → Analítica y cookies). */
export type BannerTexts = {
  title: string
  description: string
  acceptAll: string
  rejectAll: string
  configure: string
  preferencesTitle: string
  preferencesIntro: string
  savePreferences: string
  necessaryDescription: string
  analyticsDescription: string
  marketingDescription: string
}

export type BannerTextKey = keyof BannerTexts

/**
 * Today's texts, which are also the fields' defaults. What each category is for follows the words
 * of the AEPD's guide (technical, analytics, advertising).
 */
export const DEFAULT_BANNER_TEXTS: Readonly<BannerTexts> = {
  title: 'Usamos cookies',
  description:
    'Usamos cookies técnicas para que la web funcione y, si nos das permiso, cookies analíticas y publicitarias. Puedes aceptarlas todas, rechazarlas o elegir cuáles permites.',
  acceptAll: 'Aceptar todo',
  rejectAll: 'Rechazar todo',
  configure: 'Configurar',
  preferencesTitle: 'Configurar cookies',
  preferencesIntro:
    'Elige qué cookies permites, salvo las técnicas, que son necesarias. Puedes cambiar tu elección cuando quieras desde el enlace «Configurar cookies» del pie de página.',
  savePreferences: 'Guardar mi elección',
  necessaryDescription:
    'Hacen que la web funcione y recuerdan tu elección sobre las cookies. No necesitan tu consentimiento y no se pueden desactivar.',
  analyticsDescription:
    'Nos dicen, de forma agregada, cuántas personas visitan la web y qué páginas leen, para mejorarla. Solo se usan si las aceptas.',
  marketingDescription:
    'Miden la eficacia de nuestros anuncios y permiten mostrarte publicidad de nuestros servicios en otras webs. Solo se usan si las aceptas.',
}

/**
 * The longest each text may be: the buttons must fit side by side in the banner's box (the
 * rejection as visible as the acceptance), the first layer must stay short enough to read at once.
 */
export const BANNER_TEXT_MAX_LENGTH: Readonly<Record<BannerTextKey, number>> = {
  title: 60,
  description: 500,
  acceptAll: 24,
  rejectAll: 24,
  configure: 24,
  preferencesTitle: 60,
  preferencesIntro: 400,
  savePreferences: 30,
  necessaryDescription: 300,
  analyticsDescription: 300,
  marketingDescription: 300,
}

/** How editors read each text in the settings. */
export const BANNER_TEXT_LABELS: Readonly<Record<BannerTextKey, string>> = {
  title: 'Título del aviso',
  description: 'Texto del aviso',
  acceptAll: 'Botón «Aceptar todo»',
  rejectAll: 'Botón «Rechazar todo»',
  configure: 'Botón «Configurar»',
  preferencesTitle: 'Título de la configuración',
  preferencesIntro: 'Introducción de la configuración',
  savePreferences: 'Botón «Guardar mi elección»',
  necessaryDescription: 'Qué hacen las cookies técnicas',
  analyticsDescription: 'Qué hacen las cookies analíticas',
  marketingDescription: 'Qué hacen las cookies publicitarias',
}

export const CATEGORY_DESCRIPTION_KEY: Readonly<Record<ConsentCategory, BannerTextKey>> = {
  necessary: 'necessaryDescription',
  analytics: 'analyticsDescription',
  marketing: 'marketingDescription',
}

/** The saved texts with an empty or missing one replaced by today's (a site saved before they existed). */
export function bannerTexts(
  saved: Partial<Record<BannerTextKey, string | null | undefined>> | null | undefined,
): BannerTexts {
  const texts = { ...DEFAULT_BANNER_TEXTS }
  for (const key of Object.keys(DEFAULT_BANNER_TEXTS) as BannerTextKey[]) {
    const value = saved?.[key]?.trim()
    if (value) texts[key] = value
  }
  return texts
}

/**
 * Why a pair of button texts would mislead a visitor, or null. The law (AEPD's guide, 2023) asks
 * that rejecting be as easy and as visible as accepting: both buttons are drawn alike, so what is
 * left to check is their words — two buttons saying the same thing hide the choice.
 */
export function bannerButtonsProblem(acceptAll: string, rejectAll: string): string | null {
  const same = acceptAll.trim().toLocaleLowerCase('es') === rejectAll.trim().toLocaleLowerCase('es')
  return same
    ? 'Los botones de aceptar y de rechazar deben decir cosas distintas, para que se vea que se puede rechazar.'
    : null
}
