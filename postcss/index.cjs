// Replaces the named media queries (--mobile), (--tablet) and (--desktop) in our CSS with the
// numbers of src/lib/breakpoints.json, so that the breakpoints are defined once for CSS and code.
const { mobile, tablet } = require('../src/lib/breakpoints.json')

const queries = {
  '(--mobile)': `(max-width: ${mobile}px)`,
  '(--tablet)': `(max-width: ${tablet}px)`,
  '(--desktop)': `(min-width: ${tablet + 1}px)`,
}

module.exports = () => ({
  postcssPlugin: 'revela-breakpoints',
  AtRule: {
    media(rule) {
      rule.params = rule.params.replace(/\(--(mobile|tablet|desktop)\)/g, (name) => queries[name])
    },
  },
})
module.exports.postcss = true
