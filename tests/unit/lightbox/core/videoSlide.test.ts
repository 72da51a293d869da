import { describe, expect, it } from 'vitest'

import { videoSlide } from '@/lightbox/core/videoSlide'

const youtube = (id: string) => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`

describe('videoSlide', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', youtube('dQw4w9WgXcQ')],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', youtube('dQw4w9WgXcQ')],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', youtube('dQw4w9WgXcQ')],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc', youtube('dQw4w9WgXcQ')],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', youtube('dQw4w9WgXcQ')],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', youtube('dQw4w9WgXcQ')],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', youtube('dQw4w9WgXcQ')],
  ])('plays YouTube %s in the privacy-enhanced player', (url, src) => {
    expect(videoSlide(url)).toEqual({ type: 'embed', provider: 'youtube', src, share: url })
  })

  it.each([
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1'],
    ['https://vimeo.com/76979871/8272103f6e', 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1&h=8272103f6e'],
    ['https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1'],
    [
      'https://player.vimeo.com/video/76979871?h=8272103f6e',
      'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1&h=8272103f6e',
    ],
  ])('plays Vimeo %s without tracking (dnt=1)', (url, src) => {
    expect(videoSlide(url)).toEqual({ type: 'embed', provider: 'vimeo', src, share: url })
  })

  it.each([
    ['/wp-content/uploads/2024/05/making-of.mp4', 'video/mp4'],
    ['/wp-content/uploads/2024/05/MAKING-OF.WEBM?v=2', 'video/webm'],
    ['https://revela.example/videos/estudio.mp4', 'video/mp4'],
  ])('plays the file %s in a <video>', (url, type) => {
    expect(videoSlide(url)).toEqual({ type: 'video', sources: [{ src: url, type }], autoPlay: true, share: url })
  })

  it.each([
    ['an .ogv file', '/v/a.ogv'],
    ['a page that is no video', 'https://revela.example/contacto/'],
    ['a YouTube channel', 'https://www.youtube.com/@revela'],
    ['a YouTube id that is not one', 'https://www.youtube.com/watch?v=<script>'],
    ['a Vimeo page without an id', 'https://vimeo.com/revela'],
    ['a look-alike host', 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ'],
    ['javascript:', 'javascript:alert(1)//a.mp4'],
    ['nothing', ''],
    ['not text', 42],
  ])('refuses %s', (_, url) => {
    expect(videoSlide(url)).toBeNull()
  })
})
