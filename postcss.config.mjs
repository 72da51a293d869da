// Our one PostCSS plugin is a local package (./postcss), because Next loads plugins by name.
export default { plugins: { 'postcss-revela-breakpoints': {} } }
