// Our local PostCSS plugin (Next loads plugins by package name), with two jobs:
// 1. Replaces the named media queries (--mobile), (--tablet) and (--desktop) in our CSS with the
//    numbers of src/lib/breakpoints.json, so that the breakpoints are defined once for CSS and code.
// 2. Drops from vanilla-cookieconsent's stylesheets the rules for the banner layouts the site does
//    not use (bar, cloud, wide, flipped buttons, other corners, right-to-left): a third of their weight, for a banner that must stay
//    within its 15 KB budget. Which layouts are used is set in src/privacy/bannerConfig.ts.
const { mobile, tablet } = require('../src/lib/breakpoints.json')

const queries = {
  '(--mobile)': `(max-width: ${mobile}px)`,
  '(--tablet)': `(max-width: ${tablet}px)`,
  '(--desktop)': `(min-width: ${tablet + 1}px)`,
}

const UNUSED_BANNER_LAYOUTS = /\.(cm--bar|cm--cloud|cm--wide|cm--flip|cm--top|cm--middle|cm--left|cm--center|pm--bar|pm--wide|pm--flip|cc--rtl)\b/

module.exports = () => ({
  postcssPlugin: 'revela-breakpoints',
  AtRule: {
    media(rule) {
      rule.params = rule.params.replace(/\(--(mobile|tablet|desktop)\)/g, (name) => queries[name])
    },
  },
  Rule(rule) {
    if (!rule.source?.input.file?.includes('vanilla-cookieconsent')) return
    const kept = rule.selectors.filter((selector) => !UNUSED_BANNER_LAYOUTS.test(selector))
    if (kept.length === 0) rule.remove()
    else if (kept.length < rule.selectors.length) rule.selectors = kept
  },
})
module.exports.postcss = true
