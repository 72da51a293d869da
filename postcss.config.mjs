// Our one PostCSS plugin is a local package (./postcss), because Next loads plugins by name.
const config = { plugins: { 'postcss-revela-breakpoints': {} } }

export default config
