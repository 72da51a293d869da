import { describe, expect, it } from 'vitest'

import type { Block } from '@/wordpress/import/core/content/context'
import { fitBlocks } from '@/wordpress/import/core/content/fitBlocks'
import { parseAdditionalSettings } from '@/wordpress/import/core/forms/cf7Form'
import { isSiteRoot, itemPath } from '@/wordpress/import/core/plan/itemPath'
import { siteRelative } from '@/wordpress/import/core/plan/siteRelative'
import { phpValue } from '@/wordpress/import/core/wxr/phpValue'
import { isPublicAddress } from '@/wordpress/import/media/isPublicAddress'

describe('itemPath', () => {
  const site = 'https://estudio.example'
  it.each([
    ['https://estudio.example/2024/03/mi-entrada/', '2024/03/mi-entrada'],
    ['https://estudio.example/padre/hija/', 'padre/hija'],
    ['https://estudio.example/sesi%C3%B3n/', 'sesión'],
    ['https://estudio.example/?p=12', null],
    ['https://otro.example/x/', null],
    ['https://estudio.example/', null],
  ])('%s → %s', (link, path) => expect(itemPath(link, site)).toBe(path))
  it('strips the base path of a site in a folder', () =>
    expect(itemPath('https://x.example/blog/2024/a/', 'https://x.example/blog')).toBe('2024/a'))
  it('knows the front page', () => {
    expect(isSiteRoot('https://estudio.example/', site)).toBe(true)
    expect(isSiteRoot('https://estudio.example/inicio/', site)).toBe(false)
  })
})

describe('siteRelative', () => {
  it.each([
    ['http://estudio.example/contacto/?a=1#b', '/contacto/?a=1#b'],
    ['https://www.estudio.example/wp-content/uploads/2024/03/a.jpg', '/wp-content/uploads/2024/03/a.jpg'],
    ['https://instagram.com/estudio', 'https://instagram.com/estudio'],
    ['/ya/relativa/', '/ya/relativa/'],
    ['#ancla', '#ancla'],
  ])('%s → %s', (url, out) => expect(siteRelative(url, 'https://estudio.example')).toBe(out))
})

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['2a00:1450:4003::1', true],
    ['127.0.0.1', false],
    ['10.0.0.5', false],
    ['172.20.1.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['::1', false],
    ['fd00::1', false],
    ['fe80::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['0:0:0:0:0:ffff:a00:1', false],
    ['::ffff:808:808', true],
    ['::127.0.0.1', false],
    ['::a00:1', false],
    ['2002:7f00:1::', false],
    ['2002:a00:5::1', false],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', false],
    ['100::1', false],
    ['::ffff:8.8.8.8', true],
    ['no-es-ip', false],
  ])('%s → %s', (address, expected) => expect(isPublicAddress(address)).toBe(expected))
})

describe('phpValue', () => {
  it('reads PHP-serialised arrays with byte lengths', () => {
    expect(
      phpValue(
        'a:2:{s:5:"sizes";a:1:{s:5:"thumb";a:1:{s:4:"file";s:9:"a-150.jpg";}}s:4:"café";i:3;}'.replace(
          's:4:"café"',
          's:5:"café"',
        ),
      ),
    ).toEqual({
      sizes: { thumb: { file: 'a-150.jpg' } },
      café: 3,
    })
  })
  it('never lets a __proto__ key reach a prototype', () => {
    const value = phpValue('a:1:{s:9:"__proto__";a:1:{s:5:"admin";b:1;}}') as Record<string, unknown>
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype)
    expect((value as { admin?: unknown }).admin).toBeUndefined()
    expect(({} as { admin?: unknown }).admin).toBeUndefined()
  })
  it('gives undefined for what is not serialised or is broken', () => {
    expect(phpValue('texto')).toBeUndefined()
    expect(phpValue('a:1:{s:3:"x";')).toBeUndefined()
  })
})

describe('parseAdditionalSettings', () => {
  it('reads CF7’s name: value lines', () => {
    expect(parseAdditionalSettings('skip_mail: on\ndemo_mode:off\n# nota\non_sent_ok: "x: y"')).toEqual({
      skip_mail: 'on',
      demo_mode: 'off',
      on_sent_ok: '"x: y"',
    })
  })
})

describe('fitBlocks', () => {
  const text = (t: string): Block => ({
    blockType: 'richText',
    body: { root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text: t }] }] } },
  })
  it('flattens what cannot nest, keeps content, and merges neighbouring texts', () => {
    const fitted = fitBlocks([
      {
        blockType: 'section',
        blocks: [
          { blockType: 'section', blocks: [text('a')] },
          {
            blockType: 'columns',
            columns: [
              { blocks: [{ blockType: 'columns', columns: [{ blocks: [text('b')] }, { blocks: [text('c')] }] }] },
              { blocks: [text('d')] },
            ],
          },
        ],
      },
      {
        blockType: 'tabs',
        items: [
          {
            title: 'T',
            blocks: [
              { blockType: 'carousel', slides: [{ image: 1 }, { image: 2 }] },
              { blockType: 'contactForm', form: 3 },
            ],
          },
        ],
      },
    ])
    expect(fitted.map((b) => b.blockType)).toEqual(['section', 'tabs', 'contactForm'])
    const inner = fitted[0]!.blocks as Block[]
    expect(inner.map((b) => b.blockType)).toEqual(['richText', 'columns'])
    const firstColumn = (inner[1]!.columns as { blocks: Block[] }[])[0]!.blocks
    expect(firstColumn).toHaveLength(1)
    expect(JSON.stringify(firstColumn)).toContain('"b"')
    expect(JSON.stringify(firstColumn)).toContain('"c"')
    expect((fitted[1]!.items as { blocks: Block[] }[])[0]!.blocks[0]).toMatchObject({
      blockType: 'gallery',
      images: [1, 2],
    })
  })
})
