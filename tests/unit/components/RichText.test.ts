import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { RichText } from '@/components/RichText'
import { classicToBlocks } from '@/wordpress/import/core/content/classicToBlocks'
import { isolatedContext } from '@/wordpress/import/core/content/context'

const render = (content: string) => {
  const [block] = classicToBlocks(content, isolatedContext())
  return renderToStaticMarkup(createElement(RichText, { data: block!.body }))
}

describe('RichText with an imported WordPress shortcode', () => {
  it('shows a visitor nothing of it, in a sentence or alone in its paragraph', () => {
    const html = render('Síguenos en Instagram: [instagram-feed feed=1 num=6]\n\n[instagram-feed feed=2]\n\nGracias.')
    expect(html).not.toContain('instagram-feed')
    expect(html).toMatch(/<p>Síguenos en Instagram: ?<\/p>/)
    // The paragraph that held only the shortcode is not drawn as an empty one.
    expect(html.match(/<p[ >]/g)).toHaveLength(2)
    expect(html).toContain('<p>Gracias.</p>')
  })
})

describe('RichText with a link', () => {
  const withLink = (url: string) => ({
    root: {
      type: 'root',
      version: 1,
      children: [
        {
          type: 'paragraph',
          version: 1,
          children: [
            { type: 'text', version: 1, text: 'Escríbenos ', format: 0 },
            {
              type: 'link',
              version: 3,
              fields: { linkType: 'custom', url, newTab: false },
              children: [{ type: 'text', version: 1, text: 'aquí', format: 0 }],
            },
          ],
        },
      ],
    },
  })
  const html = (url: string) => renderToStaticMarkup(createElement(RichText, { data: withLink(url) }))

  it('draws a link to a real address', () => {
    expect(html('https://revela.example/contacto/')).toContain('<a href="https://revela.example/contacto/">aquí</a>')
  })

  it('draws only the words of a javascript: or data: link saved before the editor refused them', () => {
    for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<b>x</b>']) {
      const out = html(url)
      expect(out).not.toContain('<a')
      expect(out).not.toMatch(/javascript|data:/i)
      expect(out).toContain('Escríbenos aquí')
    }
  })
})
