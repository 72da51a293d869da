import type { LoopCard, LoopView } from '@/blocks/PostsLoop/core/types'
import { loopSettings } from '@/blocks/PostsLoop/core/loopSettings'

/** A card with every part, its texts free to be overridden. */
export const card = (id: number, change: Partial<LoopCard> = {}): LoopCard => ({
  id,
  title: `Entrada ${id}`,
  href: `/entrada-${id}/`,
  date: '2024-05-14T08:00:00.000Z',
  dateText: '14 de mayo de 2024',
  excerpt: `Extracto ${id}`,
  image: {
    avif: `/a-480.avif 480w, /a-960.avif 960w`,
    webp: `/a-480.webp 480w, /a-960.webp 960w`,
    src: '/a-960.webp',
    alt: `Foto ${id}`,
    width: 1600,
    height: 1067,
  },
  categories: [{ name: 'Consejos', href: '/category/consejos/' }],
  ...change,
})

/** The home page's loop as the seed places it, at page 1 of 3 unless told otherwise. */
export const view = (change: Partial<LoopView> = {}): LoopView => ({
  widgetId: 'w1',
  settings: loopSettings({ perPage: 3, columns: 3, showFilter: true }),
  query: { page: 1, terms: [], join: 'OR' },
  search: '',
  cards: [card(1), card(2), card(3)],
  total: 7,
  pages: 3,
  categories: [
    { slug: 'book', name: 'Book de fotos' },
    { slug: 'consejos', name: 'Consejos' },
  ],
  outcome: 'posts',
  ...change,
})
