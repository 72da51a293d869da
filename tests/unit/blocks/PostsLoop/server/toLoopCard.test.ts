import { describe, expect, it } from 'vitest'

import type { Media, Post } from '@/payload-types'
import { toLoopCard } from '@/blocks/PostsLoop/server/toLoopCard'

const media = {
  id: 3,
  alt: 'Plató del estudio',
  width: 1600,
  height: 1067,
  url: '/wp-content/uploads/2024/05/estudio.jpg',
  sizes: {
    w480webp: { url: '/u/e-480x320.webp', width: 480 },
    w960webp: { url: '/u/e-960x640.webp', width: 960 },
    w480avif: { url: '/u/e-480x320.avif', width: 480 },
  },
} as unknown as Media

const post = (change: Partial<Post> = {}): Post =>
  ({
    id: 1965,
    title: 'Sesiones de fotos: el precio del profesional',
    slug: 'sesiones-de-fotos-el-precio-del-profesional',
    excerpt: 'Cuánto cuesta una sesión.',
    publishedAt: '2024-05-14T08:00:00.000Z',
    featuredImage: media,
    categories: [
      { id: 2, name: 'Sesiones de fotos', slug: 'sesiones' },
      { id: 1, name: 'Consejos', slug: 'consejos' },
    ],
    ...change,
  }) as Post

describe('toLoopCard', () => {
  it('keeps what the card shows', () => {
    expect(toLoopCard(post())).toEqual({
      id: 1965,
      title: 'Sesiones de fotos: el precio del profesional',
      href: '/sesiones-de-fotos-el-precio-del-profesional/',
      date: '2024-05-14T08:00:00.000Z',
      dateText: '14 de mayo de 2024',
      excerpt: 'Cuánto cuesta una sesión.',
      image: {
        avif: '/u/e-480x320.avif 480w',
        webp: '/u/e-480x320.webp 480w, /u/e-960x640.webp 960w',
        src: '/u/e-960x640.webp',
        alt: 'Plató del estudio',
        width: 1600,
        height: 1067,
      },
      categories: [
        { name: 'Sesiones de fotos', href: '/category/sesiones/' },
        { name: 'Consejos', href: '/category/consejos/' },
      ],
    })
  })
  it('writes an excerpt from the text when the editor left it empty', () => {
    const content = {
      root: {
        type: 'root',
        children: [
          {
            type: 'paragraph',
            version: 1,
            children: [{ type: 'text', text: 'Es una de las preguntas que más nos llegan al estudio.' }],
          },
        ],
      },
    }
    expect(toLoopCard(post({ excerpt: '  ', content: content as unknown as Post['content'] })).excerpt).toBe(
      'Es una de las preguntas que más nos llegan al estudio.',
    )
  })
  it('leaves out an image that was not populated and categories that were not', () => {
    const card = toLoopCard(post({ featuredImage: 3, categories: [1, 2], publishedAt: null }))
    expect(card.image).toBeNull()
    expect(card.categories).toEqual([])
    expect(card.date).toBeNull()
  })
})
