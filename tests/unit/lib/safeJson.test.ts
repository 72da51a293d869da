import { describe, expect, it } from 'vitest'

import { safeJson } from '@/lib/safeJson'

describe('JSON inside a script element', () => {
  it('cannot close the element', () => {
    const out = safeJson({ title: '</script><script>alert(1)</script>' })
    expect(out).not.toContain('</script>')
    expect(JSON.parse(out)).toEqual({ title: '</script><script>alert(1)</script>' })
  })
})
