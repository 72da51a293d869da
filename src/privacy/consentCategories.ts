/** The consent banner's categories (AEPD's guide): technical cookies need no consent, the rest do. */
export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'marketing'] as const
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number]

/** How visitors and editors read each category. */
export const CONSENT_CATEGORY_LABELS: Readonly<Record<ConsentCategory, string>> = {
  necessary: 'Técnicas (necesarias)',
  analytics: 'Analíticas',
  marketing: 'Publicitarias',
}
