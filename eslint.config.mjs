// `npm run lint`: ESLint with the table of layers and features (architecture.mjs, enforced by
// eslint/layersRule.mjs), then Prettier's check. One rule reads the types (no-floating-promises);
// `tsc --noEmit` (npm test) does the type checking.
import js from '@eslint/js'
import nextVitals from 'eslint-config-next/core-web-vitals'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import globals from 'globals'
import tseslint from 'typescript-eslint'

import { layersRule } from './eslint/layersRule.mjs'
import { silentCatchRule } from './eslint/silentCatchRule.mjs'

/** Nothing outside app/ reaches into it: routes are the top of the chain (src/ is held by architecture.mjs). */
const APP = {
  group: ['@/app/*', '**/app/(site)/*', '**/app/(payload)/*'],
  message: 'Nada importa de app/: es la capa de arriba (docs/ARCHITECTURE.md).',
}

const restricted = (patterns) => ['error', { patterns: patterns.map((p) => ({ ...p, allowTypeImports: true })) }]

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      '.next*/**',
      'coverage/**',
      'data/**',
      'public/**',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/admin/importMap.js',
      'tests/fixtures/**',
      'next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Next's own rules (its plugin, React, hooks, imports, Core Web Vitals), as `next lint` had them.
  ...nextVitals,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // `_` marks what a signature needs but the body does not use.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-restricted-imports': restricted([APP]),
      // Control characters are matched on purpose: they are what sanitising visitors' text removes.
      'no-control-regex': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx,mjs}'],
    plugins: { revela: { rules: { layers: layersRule, 'silent-catch': silentCatchRule } } },
    rules: { 'revela/layers': 'error', 'revela/silent-catch': 'error' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Next registers the jsx-a11y plugin with a few of its rules; the whole recommended set applies here.
    files: ['**/*.tsx'],
    rules: { ...jsxA11y.flatConfigs.recommended.rules, 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The React Compiler's rules (eslint-plugin-react-hooks 7, in Next's set) judge code the compiler
    // would rewrite; this app does not run it, and the admin fields that read a ref while rendering
    // or set state once mounted (SteadyRichText, MenuRowLabel) do so to follow Payload's form state.
    files: ['**/*.{ts,tsx}'],
    rules: {
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/purity': 'off',
      'react-hooks/immutability': 'off',
    },
  },
  {
    // next/image's optimiser is off (next.config `images.unoptimized`): the site's photos come in the
    // sizes sharp made at upload (components/ResponsiveImage), so a plain <img> is what it would render.
    files: ['src/**/*.tsx'],
    rules: { '@next/next/no-img-element': 'off' },
  },
  {
    // A promise nobody awaits loses its error (an unhandled rejection ends the process) and its
    // order; checked with the types, so only over the TypeScript the project compiles.
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.ts', 'scripts/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    // In src/ the table of layers and features decides (architecture.mjs, eslint/layersRule.mjs).
    files: ['src/**'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
  {
    // Payload's adapter internals are reached in one place, whose int test names each (db/payloadInternals).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/db/payloadInternals/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "TSAsExpression[expression.type='MemberExpression'][expression.property.name='db']",
          message: 'Las entrañas del adaptador de Payload se alcanzan solo en db/payloadInternals.',
        },
        {
          selector:
            'ImportDeclaration[source.value=/^@payloadcms\\/drizzle/], ImportExpression[source.value=/^@payloadcms\\/drizzle/]',
          message: 'Las entrañas del adaptador de Payload se alcanzan solo en db/payloadInternals.',
        },
      ],
    },
  },
)
