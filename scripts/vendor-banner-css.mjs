// `node scripts/vendor-banner-css.mjs`: copies vanilla-cookieconsent's layout stylesheets into
// src/privacy/browser/vendor/, without the rules for what the site does not use (the bar, cloud,
// wide, flipped and right-to-left layouts, other corners, the first layer's close button, the page
// lock): about a third of their weight, for a banner with a 15 KB budget. Next does not run
// PostCSS on node_modules, hence a copy; the unit
// test tests/unit/scripts/vendorBannerCss.test.ts fails when the copy no longer matches the
// installed library (run this script after upgrading it). Which layouts are used is set in
// src/privacy/bannerConfig.ts.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import postcss from 'postcss'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const BANNER_CSS_FILES = ['base', 'consent-modal', 'preferences-modal']
export const libraryCssPath = (name) =>
  path.join(root, 'node_modules/vanilla-cookieconsent/dist/css-components', `${name}.css`)
export const vendorCssPath = (name) => path.join(root, 'src/privacy/browser/vendor', `${name}.css`)

const UNUSED_LAYOUTS =
  /\.(cm--bar|cm--cloud|cm--wide|cm--flip|cm--top|cm--middle|cm--left|cm--center|pm--bar|pm--wide|pm--flip|cc--rtl|cm__btn--close|disable--interaction)\b/

/** The stylesheet without the rules that only style unused layouts. */
export function trimBannerCss(css) {
  const tree = postcss.parse(css)
  tree.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) => !UNUSED_LAYOUTS.test(selector))
    if (kept.length === 0) rule.remove()
    else if (kept.length < rule.selectors.length) rule.selectors = kept
  })
  // Media queries left empty by the removals go too.
  tree.walkAtRules((at) => {
    if (at.nodes && at.nodes.length === 0) at.remove()
  })
  const version = JSON.parse(
    readFileSync(path.join(root, 'node_modules/vanilla-cookieconsent/package.json'), 'utf8'),
  ).version
  return `/* vanilla-cookieconsent ${version} (MIT), trimmed by scripts/vendor-banner-css.mjs: do not edit. */\n${tree.toString()}\n`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const name of BANNER_CSS_FILES) {
    writeFileSync(vendorCssPath(name), trimBannerCss(readFileSync(libraryCssPath(name), 'utf8')))
    console.log(`• ${path.relative(root, vendorCssPath(name))}`)
  }
}
