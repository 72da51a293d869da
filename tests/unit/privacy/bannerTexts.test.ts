import { describe, expect, it } from 'vitest'

import { bannerButtonsProblem, bannerTexts, DEFAULT_BANNER_TEXTS } from '@/privacy/bannerTexts'
import { bannerTranslation } from '@/privacy/bannerTranslation'

const links = { cookiePolicyPath: '/politica-de-cookies/', privacyPolicyPath: '/politica-de-privacidad/' }

describe('the cookie banner’s texts', () => {
  it('fills what a site saved before the texts existed, or left blank, with today’s', () => {
    expect(bannerTexts(null)).toEqual(DEFAULT_BANNER_TEXTS)
    expect(bannerTexts({ title: '  ', rejectAll: 'No, gracias ' })).toEqual({
      ...DEFAULT_BANNER_TEXTS,
      rejectAll: 'No, gracias',
    })
  })

  it('draws the editor’s words as text, and always adds the link to the cookie policy', () => {
    const texts = {
      ...DEFAULT_BANNER_TEXTS,
      title: 'Cookies <b>ya</b>',
      description: 'Solo las justas & necesarias.',
      analyticsDescription: 'Contamos visitas.',
    }
    const es = bannerTranslation([], links, texts)
    expect(es.consentModal!.title).toBe('Cookies &lt;b&gt;ya&lt;/b&gt;')
    expect(es.consentModal!.description).toBe(
      'Solo las justas &amp; necesarias. Más información en nuestra <a href="/politica-de-cookies/">política de cookies</a>.{{revisionMessage}}',
    )
    expect(es.consentModal!.acceptNecessaryBtn).toBe('Rechazar todo')
    expect(es.preferencesModal!.acceptNecessaryBtn).toBe('Rechazar todo')
    const analytics = es.preferencesModal!.sections.find((s) => s.linkedCategory === 'analytics')
    expect(analytics?.description).toBe('Contamos visitas. Ahora mismo no usamos ninguna cookie de este tipo.')
  })

  it('refuses a reject button that reads like the accept button', () => {
    expect(bannerButtonsProblem('Aceptar todo', 'aceptar todo ')).toMatch(/deben decir cosas distintas/)
    expect(bannerButtonsProblem('Aceptar todo', 'Rechazar todo')).toBeNull()
  })
})
