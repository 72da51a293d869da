// `npm run lint`: ESLint with the table of layers and features (architecture.mjs, enforced by
// eslint/layersRule.mjs), then Prettier's check. Kept to rules that need no type information, so the whole project
// lints in seconds; `tsc --noEmit` (npm test) does the type checking.
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

import { layersRule } from './eslint/layersRule.mjs'

/** Nothing outside app/ reaches into it: routes are the top of the chain (src/ is held by architecture.mjs). */
const APP = { group: ['@/app/*', '**/app/(site)/*', '**/app/(payload)/*'], message: 'Nada importa de app/: es la capa de arriba (docs/ARCHITECTURE.md).' }

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
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // `_` marks what a signature needs but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      '@typescript-eslint/no-restricted-imports': restricted([APP]),
      // Control characters are matched on purpose: they are what sanitising visitors' text removes.
      'no-control-regex': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx,mjs}'],
    plugins: { revela: { rules: { layers: layersRule } } },
    rules: { 'revela/layers': 'error' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // In src/ the table of layers and features decides (architecture.mjs, eslint/layersRule.mjs).
    files: ['src/**'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
)
