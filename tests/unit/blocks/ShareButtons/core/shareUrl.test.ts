import { describe, expect, it } from 'vitest'

import { DEFAULT_SHARE_NETWORKS } from '@/lib/shareNetworks'
import { shareDestination, shareUrl } from '@/blocks/ShareButtons/core/shareUrl'

const target = {
  url: 'https://revela.example/sesiones-de-fotos-el-precio-del-profesional/',
  title: 'Sesiones de fotos: ¿qué pagas a un profesional? & por qué',
  image: 'https://revela.example/wp-content/uploads/2024/05/retrato.jpg',
}
const U = encodeURIComponent(target.url)
const T = encodeURIComponent(target.title)
const I = encodeURIComponent(target.image)

describe('shareUrl', () => {
  it.each([
    ['facebook', `https://www.facebook.com/sharer/sharer.php?u=${U}`],
    ['x-twitter', `https://x.com/intent/post?url=${U}&text=${T}`],
    ['twitter', `https://x.com/intent/post?url=${U}&text=${T}`],
    ['linkedin', `https://www.linkedin.com/sharing/share-offsite/?url=${U}`],
    ['pinterest', `https://www.pinterest.com/pin/create/button/?url=${U}&media=${I}&description=${T}`],
    ['reddit', `https://www.reddit.com/submit?url=${U}&title=${T}`],
    ['vk', `https://vk.com/share.php?url=${U}&title=${T}&image=${I}`],
    ['odnoklassniki', `https://connect.ok.ru/offer?url=${U}&title=${T}&imageUrl=${I}`],
    ['tumblr', `https://www.tumblr.com/widgets/share/tool?posttype=link&canonicalUrl=${U}&title=${T}`],
    ['mix', `https://mix.com/add?url=${U}`],
    ['stumbleupon', `https://mix.com/add?url=${U}`],
    ['skype', `https://teams.microsoft.com/share?href=${U}&msgText=${T}`],
    ['telegram', `https://t.me/share/url?url=${U}&text=${T}`],
    ['xing', `https://www.xing.com/spi/shares/new?url=${U}`],
    ['whatsapp', `https://api.whatsapp.com/send?text=${T}%20${U}`],
    ['threads', `https://www.threads.com/intent/post?text=${T}%20${U}`],
  ])('%s opens its share page in a new tab with every value encoded', (network, href) => {
    expect(shareUrl(network, target)).toEqual({ kind: 'link', href, newTab: true })
  })

  it('writes e-mail as a mailto: link in the same tab, spaces as %20 (mail clients do not read + as a space)', () => {
    expect(shareUrl('email', target)).toEqual({ kind: 'link', href: `mailto:?subject=${T}&body=${U}`, newTab: false })
    expect((shareUrl('email', { url: 'https://a.example/', title: 'a b' }) as { href: string }).href).toBe(
      'mailto:?subject=a%20b&body=https%3A%2F%2Fa.example%2F',
    )
  })

  it('asks the browser to print for print', () => {
    expect(shareUrl('print', target)).toEqual({ kind: 'print' })
  })

  it('leaves the image out when there is none', () => {
    expect(shareUrl('pinterest', { url: target.url, title: 'Retrato' })).toEqual({
      kind: 'link',
      href: `https://www.pinterest.com/pin/create/button/?url=${U}&description=Retrato`,
      newTab: true,
    })
    expect((shareUrl('vk', { ...target, image: null }) as { href: string }).href).not.toContain('image=')
  })

  it.each(['digg', 'pocket', 'myspace', '', 'constructor', '__proto__', 'javascript:alert(1)'])(
    'has no link for %j (closed or unknown)',
    (network) => {
      expect(shareUrl(network, target)).toBeNull()
      expect(shareDestination(network)).toBeNull()
    },
  )

  it('cannot be led off the network by what is shared', () => {
    const hostile = {
      url: 'https://revela.example/?a=1&b=2#x',
      title: '"><script>&u=https://evil.example',
      image: 'https://evil.example/?&x',
    }
    for (const { name } of DEFAULT_SHARE_NETWORKS) {
      const action = shareUrl(name, hostile)
      if (action?.kind !== 'link') continue
      const parsed = new URL(action.href)
      expect(parsed.protocol === 'https:' || parsed.protocol === 'mailto:').toBe(true)
      expect(action.href).not.toMatch(/[<>"\s#]/)
      // Each value comes back whole from its own parameter: nothing leaks into another one.
      const whole = [hostile.url, hostile.title, hostile.image, `${hostile.title} ${hostile.url}`, 'link']
      for (const value of parsed.searchParams.values()) expect(whole).toContain(value)
      expect(parsed.searchParams.has('u') && name !== 'facebook').toBe(false)
    }
  })

  it('covers every network of the page builder’s list except the closed ones', () => {
    const missing = DEFAULT_SHARE_NETWORKS.map((n) => n.name).filter((name) => shareUrl(name, target) === null)
    expect(missing).toEqual(['digg', 'pocket'])
  })
})
