import { describe, expect, it } from 'vitest'

import { blocksToBlocks } from '@/wordpress/import/core/content/blocksToBlocks'
import { classicToBlocks } from '@/wordpress/import/core/content/classicToBlocks'
import { isolatedContext, type Block } from '@/wordpress/import/core/content/context'
import { elementorToBlocks } from '@/wordpress/import/core/content/elementorToBlocks'
import { fitBlocks } from '@/wordpress/import/core/content/fitBlocks'

type Node = {
  type: string
  text?: string
  tag?: string
  children?: Node[]
  fields?: { url?: string; blockType?: string; code?: string }
}
const rootOf = (b: Block) => (b.body as { root: { children: Node[] } }).root.children
const textOf = (n: Node): string =>
  n.type === 'text' ? n.text! : n.type === 'linebreak' ? '⏎' : (n.children ?? []).map(textOf).join('')
/** The shortcodes kept hidden in a rich-text block, in order. */
const hiddenCodes = (b: Block): string[] => {
  const out: string[] = []
  if (b.blockType !== 'richText') return out
  const walk = (n: Node) => {
    if (n.type === 'inlineBlock' && n.fields?.blockType === 'wpShortcode') out.push(n.fields.code!)
    n.children?.forEach(walk)
  }
  rootOf(b).forEach(walk)
  return out
}
const ctx = isolatedContext({
  media: (ref) => (ref === 12 || (typeof ref === 'string' && ref.includes('foto')) ? 12 : ref === 13 ? 13 : null),
  form: (ref) => (ref === '7' ? 7 : null),
  href: (url) => url.replace('https://viejo.example', ''),
})

describe('classic content', () => {
  it('adds WordPress’s automatic paragraphs: a blank line ends one, a newline is a line break', () => {
    const [block] = classicToBlocks('Primera línea\nsegunda línea\n\nOtro párrafo con <strong>negrita</strong>.', ctx)
    const nodes = rootOf(block!)
    expect(nodes.map((n) => n.type)).toEqual(['paragraph', 'paragraph'])
    expect(textOf(nodes[0]!)).toBe('Primera línea⏎segunda línea')
    expect(nodes[1]!.children!.find((c) => c.text === 'negrita')).toMatchObject({ format: 1 })
  })

  it('turns caption, gallery, contact form and embeds into blocks, in place', () => {
    const blocks = classicToBlocks(
      [
        'Intro',
        '[caption id="attachment_12" width="300"]<a href="https://viejo.example/wp-content/uploads/foto.jpg"><img class="wp-image-12" src="foto-300x200.jpg" /></a> Un pie[/caption]',
        '[gallery ids="12,13,99" columns="5"]',
        '[contact-form-7 id="7" title="Contacto"]',
        'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        '[instagram-feed num=6]',
      ].join('\n\n'),
      ctx,
    )
    expect(blocks.map((b) => b.blockType)).toEqual(['richText', 'image', 'gallery', 'contactForm', 'video', 'richText'])
    expect(blocks[1]).toMatchObject({ image: 12, caption: 'Un pie', link: true })
    expect(blocks[2]).toMatchObject({ images: [12, 13], columns: '4' })
    expect(blocks[3]).toMatchObject({ form: 7 })
    expect(blocks[4]).toMatchObject({ url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })
    // Never shown to a visitor: kept as a «Código corto de WordPress» for the editor.
    expect(textOf(rootOf(blocks[5]!)[0]!)).toBe('')
    expect(hiddenCodes(blocks[5]!)).toEqual(['[instagram-feed num=6]'])
  })

  it('hides an unknown shortcode (and a known one that cannot be drawn) where it stood, reporting it', () => {
    const unknown: string[] = []
    const [block, ...rest] = classicToBlocks(
      'Síguenos [instagram-feed feed=1 num=6] en redes.\n\n[contact-form-7 id="404"]',
      {
        ...ctx,
        unknown: (_, name) => unknown.push(name),
      },
    )
    expect(rest).toEqual([])
    expect(rootOf(block!).map(textOf)).toEqual(['Síguenos  en redes.', ''])
    expect(hiddenCodes(block!)).toEqual(['[instagram-feed feed=1 num=6]', '[contact-form-7 id="404"]'])
    expect(unknown).toEqual(['instagram-feed'])
  })

  it('hides an unknown enclosing shortcode’s tags and reads what it wraps, nested shortcodes included', () => {
    const blocks = classicToBlocks(
      '[su_note color="#fff"]Aviso: [gallery ids="12,13"] [su_badge]nuevo[/su_badge][/su_note]',
      ctx,
    )
    expect(blocks.map((b) => b.blockType)).toEqual(['richText', 'gallery', 'richText'])
    expect(textOf(rootOf(blocks[0]!)[0]!)).toBe('Aviso:')
    expect(textOf(rootOf(blocks[2]!)[0]!)).toBe('nuevo')
    expect(blocks.flatMap(hiddenCodes)).toEqual(['[su_note color="#fff"]', '[su_badge]', '[/su_badge]', '[/su_note]'])
  })

  it('makes links to the old site relative and drops script links', () => {
    const [block] = classicToBlocks(
      '<a href="https://viejo.example/contacto/">escríbenos</a> <a href="javascript:alert(1)">no</a><script>alert(1)</script>' +
        ' <a href="java&#9;script:alert(2)">tab</a> <a href="&#1;javascript:alert(3)">control</a> <a href="data:text/html,x">datos</a>',
      ctx,
    )
    const links = rootOf(block!)[0]!.children!.filter((c) => c.type === 'link')
    expect(links.map((l) => l.fields!.url)).toEqual(['/contacto/'])
    expect(JSON.stringify(block)).not.toContain('alert')
  })
})

describe('block-editor content', () => {
  it('reads paragraphs, headings, nested lists, quotes, images, galleries, buttons, spacers, separators and columns', () => {
    const html = `<!-- wp:paragraph --><p>Hola</p><!-- /wp:paragraph -->
<!-- wp:heading {"level":3} --><h3 class="wp-block-heading">Título</h3><!-- /wp:heading -->
<!-- wp:list --><ul><!-- wp:list-item --><li>Uno<!-- wp:list --><ul><!-- wp:list-item --><li>Uno.a</li><!-- /wp:list-item --></ul><!-- /wp:list --></li><!-- /wp:list-item --></ul><!-- /wp:list -->
<!-- wp:quote --><blockquote class="wp-block-quote"><!-- wp:paragraph --><p>Cita</p><!-- /wp:paragraph --></blockquote><!-- /wp:quote -->
<!-- wp:image {"id":12,"sizeSlug":"large","linkDestination":"media"} --><figure class="wp-block-image size-large"><a href="foto.jpg"><img src="foto-1024x683.jpg" alt="" class="wp-image-12"/></a><figcaption class="wp-element-caption">Pie</figcaption></figure><!-- /wp:image -->
<!-- wp:gallery {"columns":2,"linkTo":"media"} --><figure class="wp-block-gallery"><!-- wp:image {"id":12} --><figure class="wp-block-image"><img src="a.jpg" class="wp-image-12"/></figure><!-- /wp:image --><!-- wp:image {"id":13} --><figure class="wp-block-image"><img src="b.jpg" class="wp-image-13"/></figure><!-- /wp:image --></figure><!-- /wp:gallery -->
<!-- wp:buttons --><div class="wp-block-buttons"><!-- wp:button --><div class="wp-block-button"><a class="wp-block-button__link" href="https://viejo.example/contacto/">Reserva</a></div><!-- /wp:button --></div><!-- /wp:buttons -->
<!-- wp:spacer {"height":"60px"} --><div style="height:60px" aria-hidden="true" class="wp-block-spacer"></div><!-- /wp:spacer -->
<!-- wp:separator --><hr class="wp-block-separator"/><!-- /wp:separator -->
<!-- wp:columns --><div class="wp-block-columns"><!-- wp:column {"width":"33.33%"} --><div class="wp-block-column"><!-- wp:paragraph --><p>A</p><!-- /wp:paragraph --></div><!-- /wp:column --><!-- wp:column --><div class="wp-block-column"><!-- wp:paragraph --><p>B</p><!-- /wp:paragraph --></div><!-- /wp:column --></div><!-- /wp:columns -->
<!-- wp:embed {"url":"https://vimeo.com/76979871","providerNameSlug":"vimeo"} --><figure class="wp-block-embed"><div class="wp-block-embed__wrapper">https://vimeo.com/76979871</div></figure><!-- /wp:embed -->
<!-- wp:acme/unknown {"a":1} --><div class="acme">Texto del bloque <script>x()</script></div><!-- /wp:acme/unknown -->`
    const unknown: string[] = []
    const blocks = fitBlocks(blocksToBlocks(html, { ...ctx, unknown: (_k, name) => unknown.push(name) }))
    expect(blocks.map((b) => b.blockType)).toEqual([
      'richText',
      'image',
      'gallery',
      'button',
      'spacer',
      'richText',
      'columns',
      'video',
      'html',
    ])
    const text = rootOf(blocks[0]!)
    expect(text.map((n) => n.type)).toEqual(['paragraph', 'heading', 'list', 'quote'])
    expect(text[1]).toMatchObject({ tag: 'h3' })
    expect(JSON.stringify(text[2])).toContain('Uno.a')
    expect(blocks[1]).toMatchObject({ image: 12, caption: 'Pie', link: true })
    expect(blocks[2]).toMatchObject({ images: [12, 13], columns: '2' })
    expect(blocks[3]).toMatchObject({ label: 'Reserva', href: '/contacto/' })
    expect(blocks[4]).toMatchObject({ size: 'm' })
    expect(rootOf(blocks[5]!)[0]).toMatchObject({ type: 'horizontalrule' })
    expect((blocks[6]!.columns as { width?: number }[])[0]!.width).toBe(33)
    expect(blocks[8]!.html).toBe('<div class="acme">Texto del bloque </div>')
    expect(unknown).toEqual(['acme/unknown'])
  })
})

describe('the Search block', () => {
  it('becomes the «Buscador» with the label, example and button the editor gave it', () => {
    const [block] = blocksToBlocks(
      '<!-- wp:search {"label":"Buscar en el estudio","placeholder":"Bodas, retratos…","buttonText":"Buscar"} /-->',
      ctx,
    )
    expect(block).toEqual({
      blockType: 'searchForm',
      label: 'Buscar en el estudio',
      placeholder: 'Bodas, retratos…',
      buttonText: 'Buscar',
    })
    expect(blocksToBlocks('<!-- wp:search /-->', ctx)).toEqual([{ blockType: 'searchForm' }])
  })
})

describe('Elementor layouts', () => {
  it('turns sections with columns, dividers and widgets into Revela sections', () => {
    const data = [
      {
        elType: 'section',
        settings: {
          stretch_section: 'section-stretched',
          background_background: 'classic',
          background_color: '#112233',
          padding: { unit: 'px', top: '40', right: '', bottom: '40', left: '' },
          shape_divider_top: 'zigzag',
          shape_divider_top_color: '#ffffff',
          shape_divider_top_height: { unit: 'px', size: 30 },
          shape_divider_bottom: 'not-a-shape',
        },
        elements: [
          {
            elType: 'column',
            settings: { _column_size: 66 },
            elements: [
              { elType: 'widget', widgetType: 'heading', settings: { title: 'Hola <b>Madrid</b>', header_size: 'h1' } },
              {
                elType: 'widget',
                widgetType: 'google_maps',
                settings: { address: 'Calle del Pez 1, Madrid', zoom: { size: 15 } },
              },
            ],
          },
          {
            elType: 'column',
            settings: { _column_size: 33 },
            elements: [
              { elType: 'widget', widgetType: 'video', settings: { youtube_url: 'https://youtu.be/dQw4w9WgXcQ' } },
              {
                elType: 'widget',
                widgetType: 'acme-slider',
                settings: { text: 'Lo que dijo una clienta feliz', _css: 'x' },
              },
            ],
          },
        ],
      },
    ]
    const unknown: string[] = []
    const [section] = elementorToBlocks(JSON.stringify(data), { ...ctx, unknown: (_k, n) => unknown.push(n) })!
    expect(section).toMatchObject({
      blockType: 'section',
      width: 'stretched',
      backgroundColor: '#112233',
      padding: { top: 40, bottom: 40 },
      shapeTop: { shape: 'zigzag', color: '#ffffff', height: 30 },
    })
    expect(section!.shapeBottom).toBeUndefined()
    const columns = (section!.blocks as Block[])[0]!.columns as { width: number; blocks: Block[] }[]
    expect(columns.map((c) => c.width)).toEqual([66, 33])
    expect(columns[0]!.blocks[0]).toMatchObject({ blockType: 'heading', text: 'Hola Madrid', level: '1' })
    expect(columns[0]!.blocks[1]).toMatchObject({ blockType: 'map', address: 'Calle del Pez 1, Madrid', zoom: 15 })
    expect(columns[1]!.blocks.map((b) => b.blockType)).toEqual(['video', 'html'])
    expect(columns[1]!.blocks[1]!.html).toBe('<p>Lo que dijo una clienta feliz</p>')
    expect(unknown.sort()).toEqual(['acme-slider', 'separador con forma «not-a-shape»'])
  })

  it('shows nothing of a widget that lists the site’s posts, nor of the heading over it, nor a title alone; reports them', () => {
    const widget = (widgetType: string, settings: Record<string, unknown>) => ({
      elType: 'widget',
      widgetType,
      settings,
    })
    const data = [
      widget('wp-widget-recent-posts', { wp: { title: 'Últimas entradas', number: '5', show_date: 'on' } }),
      widget('heading', { title: 'Del blog', header_size: 'h2' }),
      widget('posts', { classic_read_more_text: 'Leer más »', pagination_prev_label: '« Anteriores' }),
      widget('acme-counter', { title: 'Sesiones hechas', ending_number: 2000 }),
      widget('icon-list', { icon_list: [{ text: ' ' }, { text: '' }] }),
      widget('heading', { title: 'Sigue aquí', header_size: 'h2' }),
    ]
    const unknown: string[] = []
    const blocks = elementorToBlocks(JSON.stringify(data), {
      ...ctx,
      unknown: (_k, n, hidden) => unknown.push(`${n}${hidden ? ' (no se muestra)' : ''}`),
    })!
    expect(blocks).toEqual([{ blockType: 'heading', text: 'Sigue aquí', level: '2' }])
    expect(unknown).toEqual([
      'wp-widget-recent-posts (no se muestra)',
      'posts (no se muestra)',
      'acme-counter (no se muestra)',
    ])
  })

  it('turns the search boxes (Elementor’s form, WordPress’s widget) into the «Buscador» with their texts, plain', () => {
    const widget = (widgetType: string, settings: Record<string, unknown>) => ({
      elType: 'widget',
      widgetType,
      settings,
    })
    const data = [
      widget('search-form', { placeholder: 'Bodas, retratos…', button_text: '<b>Ir</b>' }),
      widget('heading', { title: 'Busca en el blog', header_size: 'h3' }),
      widget('wp-widget-search', { wp: { title: 'Buscar artículos' } }),
    ]
    const unknown: string[] = []
    const blocks = elementorToBlocks(JSON.stringify(data), { ...ctx, unknown: (_k, n) => unknown.push(n) })!
    expect(blocks).toEqual([
      { blockType: 'searchForm', placeholder: 'Bodas, retratos…', buttonText: 'Ir' },
      { blockType: 'searchForm', label: 'Buscar artículos' },
    ])
    expect(unknown).toEqual([])
  })

  it('refuses what is not an Elementor layout', () => {
    expect(elementorToBlocks('{"no":"lista"}', ctx)).toBeNull()
    expect(elementorToBlocks('no es JSON', ctx)).toBeNull()
  })
})
