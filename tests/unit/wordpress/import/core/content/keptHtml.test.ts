import { describe, expect, it } from 'vitest'

import { isolatedContext } from '@/wordpress/import/core/content/context'
import { keptHtml } from '@/wordpress/import/core/content/keptHtml'

const ctx = isolatedContext({ href: (url) => url.replace('http://estudio-antiguo.test', '') })

describe('keptHtml', () => {
  it('makes the old site’s links relative, their query’s & escaped once', () => {
    expect(keptHtml('<p><a href="http://estudio-antiguo.test/?p=1&amp;lang=es">uno</a></p>', ctx)).toEqual({
      blockType: 'html',
      html: '<p><a href="/?p=1&amp;lang=es">uno</a></p>',
    })
  })

  it('escapes once an address whose characters sanitize-html escaped (it wrote &quot; twice escaped before)', () => {
    expect(keptHtml('<img src="http://estudio-antiguo.test/a&quot;b.jpg" />', ctx)?.html).toBe(
      '<img src="/a&quot;b.jpg" />',
    )
    // A reference-looking text in an address is not a reference: its & was escaped, and stays so.
    expect(keptHtml('<a href="/x?a=1&copy=2">x</a>', ctx)?.html).toBe('<a href="/x?a=1&amp;copy=2">x</a>')
  })

  it('keeps nothing of markup that sanitises to nothing', () => {
    expect(keptHtml('<script>alert(1)</script>', ctx)).toBeNull()
  })
})
