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
