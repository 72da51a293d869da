import { describe, expect, it } from 'vitest'

import { type PrefixSource, resolvePrefix } from '@/antispam/collector/resolvePrefix'
import { ANTISPAM } from '@/lib/constants'

/** A form whose first `.akismet-fields-container` carries these attributes, or has none. */
const form = (attributes: Record<string, string> | null): PrefixSource => ({
  querySelector: (selectors) => {
    expect(selectors).toBe('.akismet-fields-container')
    return attributes && { getAttribute: (name) => attributes[name] ?? null }
  },
})

describe('resolvePrefix', () => {
  it.each([
    ['no container', null, ANTISPAM.fieldPrefix],
    ['a container without data-prefix', {}, ANTISPAM.fieldPrefix],
    ['an empty data-prefix', { 'data-prefix': '' }, ANTISPAM.fieldPrefix],
    ['a contact form', { 'data-prefix': ANTISPAM.contactFormFieldPrefix }, ANTISPAM.contactFormFieldPrefix],
    ['any other prefix', { 'data-prefix': 'x_' }, 'x_'],
  ])('%s', (_, attributes, prefix) => {
    expect(resolvePrefix(form(attributes))).toBe(prefix)
  })
})
