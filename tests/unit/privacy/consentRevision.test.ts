import { describe, expect, it } from 'vitest'

import { consentRevision } from '@/privacy/consentRevision'
import type { CookieDeclaration } from '@/privacy/consentTypes'

const cookie = (
  category: CookieDeclaration['category'],
  name: string,
  purpose = 'Medir visitas',
): CookieDeclaration => ({
  category,
  name,
  provider: 'Google',
  purpose,
  duration: '2 años',
})

const declared = [cookie('necessary', 'revela_consent'), cookie('analytics', '_ga'), cookie('analytics', '_ga_*')]

describe('consentRevision', () => {
  it('is a stable integer that fits a signed 32-bit column', () => {
    const revision = consentRevision(declared)
    expect(Number.isInteger(revision)).toBe(true)
    expect(revision).toBeGreaterThanOrEqual(0)
    expect(revision).toBeLessThan(2 ** 31)
    expect(consentRevision(declared)).toBe(revision)
  })

  it('is the FNV-1a offset basis when nothing is declared', () => {
    expect(consentRevision([])).toBe(0x811c9dc5 >>> 1)
  })

  it('ignores the order of the rows, repeated rows and the texts around the name', () => {
    const reordered = [declared[2]!, declared[0]!, declared[1]!, declared[1]!]
    expect(consentRevision(reordered)).toBe(consentRevision(declared))
    expect(consentRevision(declared.map((d) => ({ ...d, purpose: 'Otra finalidad', duration: '1 año' })))).toBe(
      consentRevision(declared),
    )
    expect(consentRevision([{ ...declared[0]!, name: ' revela_consent ' }, ...declared.slice(1)])).toBe(
      consentRevision(declared),
    )
  })

  it('changes when a cookie is added, removed, renamed or moved to another category', () => {
    const base = consentRevision(declared)
    const variants = [
      [...declared, cookie('marketing', '_gcl_au')],
      declared.slice(1),
      [declared[0]!, declared[1]!, cookie('analytics', '_gid')],
      [declared[0]!, declared[1]!, cookie('marketing', '_ga_*')],
    ]
    const revisions = variants.map(consentRevision)
    for (const revision of revisions) expect(revision).not.toBe(base)
    expect(new Set(revisions).size).toBe(variants.length)
  })
})
