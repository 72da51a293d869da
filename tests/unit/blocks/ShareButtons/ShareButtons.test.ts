import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ShareButtons, type ShareButtonsProps } from '@/blocks/ShareButtons/ShareButtons'
import { offerNativeShare } from '@/blocks/ShareButtons/browser/offerNativeShare'
import { shareGroupId } from '@/blocks/ShareButtons/shareGroupId'

const props: ShareButtonsProps = {
  networks: ['facebook', 'whatsapp', 'email', 'print'],
  url: 'https://revela.example/retrato/',
  title: 'Retrato <de> estudio',
  counts: [{ network: 'facebook', count: 1234 }],
  label: 'Compartir',
}
const render = (extra: Partial<ShareButtonsProps> = {}) =>
  renderToStaticMarkup(createElement(ShareButtons, { ...props, ...extra }))

describe('ShareButtons', () => {
  const html = render()

  it('draws a named group of plain links that open in a new tab without the opener or a referrer', () => {
    expect(html).toContain('role="group" aria-label="Compartir"')
    expect(html).toContain(
      '<a class="share-buttons__button" href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Frevela.example%2Fretrato%2F" aria-label="Compartir en Facebook (se abre en una pestaña nueva)" target="_blank" rel="noopener noreferrer nofollow">',
    )
    expect(html).toMatch(
      /href="mailto:\?subject=Retrato%20%3Cde%3E%20estudio&amp;body=[^"]+" aria-label="Compartir por correo electrónico" rel="nofollow">/,
    )
  })

  it('loads nothing from another host: no script, image or frame, only inline glyphs hidden from screen readers', () => {
    expect(html).not.toMatch(/<(script|img|iframe|link)\b/)
    expect(html.match(/<svg /g)).toHaveLength(5)
    expect(html.match(/<svg [^>]*aria-hidden="true" focusable="false"/g)).toHaveLength(5)
  })

  it('draws the print and «Compartir…» buttons hidden, for the script to reveal where they work', () => {
    expect(html).toMatch(
      /<li class="share-buttons__item share-buttons__item--print" data-share-print="" hidden="">\s*<button type="button"/,
    )
    expect(html).toMatch(
      /<li class="share-buttons__item share-buttons__item--native" data-share-native="" hidden=""><button type="button" class="share-buttons__button" aria-label="Compartir…">/,
    )
  })

  it('shows the studio’s count beside the button, with a sentence for screen readers', () => {
    expect(html).toContain(
      '<span class="share-buttons__count"><span aria-hidden="true">1.234</span><span class="visually-hidden">Compartido 1.234 veces en Facebook</span></span>',
    )
  })

  it.each([
    ['icon-text', 5, 5],
    ['icon', 5, 0],
    ['text', 0, 5],
  ] as const)('view %s: %d glyphs, %d visible names', (view, icons, texts) => {
    const out = render({ view })
    expect(out.match(/<svg /g)?.length ?? 0).toBe(icons)
    expect(out.match(/share-buttons__text/g)?.length ?? 0).toBe(texts)
    expect(out).toContain(`share-buttons--${view}`)
  })

  it('keeps the group named without a visible title, and draws nothing without a usable network', () => {
    const untitled = render({ label: '' })
    expect(untitled).toContain('aria-label="Compartir"')
    expect(untitled).not.toContain('share-buttons__title')
    expect(render({ networks: ['digg', 'pocket'] })).toBe('')
  })

  it('gives the group a stable id from what it shares', () => {
    expect(html).toContain(`id="${shareGroupId(props.url, props.networks)}"`)
    expect(shareGroupId(props.url, props.networks)).toBe(shareGroupId(props.url, [...props.networks]))
    expect(shareGroupId(props.url, ['facebook'])).not.toBe(shareGroupId(props.url, ['email']))
    expect(render({ id: 'compartir-abc' })).toContain('id="compartir-abc"')
  })
})

describe('offerNativeShare', () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [false, false, false],
  ])('Web Share API %s, phone or tablet %s → %s', (hasShareApi, mobileViewport, offered) => {
    expect(offerNativeShare({ hasShareApi, mobileViewport })).toBe(offered)
  })
})
