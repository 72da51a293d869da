import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { BANNER_CSS_FILES, libraryCssPath, trimBannerCss, vendorCssPath } from '../../../scripts/vendor-banner-css.mjs'

describe('the banner stylesheets copied from vanilla-cookieconsent', () => {
  it.each(BANNER_CSS_FILES as string[])(
    '%s.css matches the installed library (else run node scripts/vendor-banner-css.mjs)',
    (name) => {
      const fresh = trimBannerCss(readFileSync(libraryCssPath(name), 'utf8'))
      expect(readFileSync(vendorCssPath(name), 'utf8')).toBe(fresh)
    },
  )

  it('keeps the layouts the site uses and drops the others', () => {
    const css = trimBannerCss(
      '#cc-main .cm--box{a:1}#cc-main .cm--bar{b:2}#cc-main .cm--inline,#cc-main .cm--cloud{c:3}@media (max-width:640px){#cc-main .cm--bar{d:4}}',
    )
    expect(css).toContain('.cm--box')
    expect(css).toContain('#cc-main .cm--inline{c:3}')
    expect(css).not.toMatch(/cm--bar|cm--cloud|@media/)
  })
})
