export default { plugins: { './postcss/breakpoints.cjs': {} } }
