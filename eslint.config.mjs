// `npm run lint`: ESLint with the rules that state docs/ARCHITECTURE.md's layers («What may import
// what»), then Prettier's check. Kept to rules that need no type information, so the whole project
// lints in seconds; `tsc --noEmit` (npm test) does the type checking.
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** React, Next and Payload: what a pure core never imports (types of the generated schema aside). */
const FRAMEWORK = [
  { group: ['react', 'react/*', 'react-dom', 'react-dom/*'], message: 'Un núcleo puro no importa React (docs/ARCHITECTURE.md).' },
  { group: ['next', 'next/*'], message: 'Un núcleo puro no importa Next (docs/ARCHITECTURE.md).' },
  {
    group: ['payload', 'payload/*', '@payloadcms/*', '@payload-config', '@/payload.config'],
    message: 'Un núcleo puro no importa Payload (docs/ARCHITECTURE.md).',
  },
  {
    group: ['@/data/*', '@/collections/*', '@/globals/*', '@/hooks/*', '@/components/*', '@/blocks/*'],
    message: 'Un núcleo puro no lee el sitio: recibe lo que necesita (docs/ARCHITECTURE.md).',
  },
]
/** Nothing outside app/ reaches into it: routes are the top of the chain. */
const APP = { group: ['@/app/*', '**/app/(site)/*', '**/app/(payload)/*'], message: 'Nada importa de app/: es la capa de arriba (docs/ARCHITECTURE.md).' }

/** The folders docs/ARCHITECTURE.md calls pure. */
const PURE = [
  'src/lib/**',
  'src/forms/swv/**',
  'src/forms/template/**',
  'src/forms/render/**',
  'src/antispam/rules/**',
  'src/antispam/akismet/**',
  'src/comments/core/**',
  'src/comments/render/**',
  'src/privacy/*.ts',
  'src/wordpress/import/core/**',
  'src/blocks/Carousel/core/**',
  'src/blocks/Tabs/core/**',
  'src/blocks/Section/core/**',
  'src/blocks/ProgressTracker/core/**',
  'src/blocks/ShareButtons/core/**',
  'src/blocks/PostsLoop/core/**',
  'src/blocks/PostsLoop/render/**',
  'src/lightbox/core/**',
  'src/anchors/core/**',
  'src/actionLinks/**',
  'src/payments/core/**',
  'src/shapes/**',
  'src/references/core/**',
  'src/access/core/**',
  'src/backup/manifest.ts',
  'src/search/core/**',
  'src/photos/core/**',
]

/**
 * The site's features, side by side: none reaches into another's files. What two of them share lives
 * below them (lib/, or a service such as antispam/ or mail/); a pure entry point (`@/forms/swv`) may be
 * used by name, a folder's insides (`@/forms/server/…`) may not.
 */
const PEERS = ['forms', 'comments', 'privacy', 'payments', 'lightbox', 'anchors', 'accounts']
const peerRule = (own) => ({
  group: PEERS.filter((p) => p !== own).map((p) => `@/${p}/*/*`),
  message: 'Un subsistema no entra en los archivos de otro: lo compartido va en lib/ o en un servicio (docs/ARCHITECTURE.md).',
})

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
    files: PURE,
    rules: { '@typescript-eslint/no-restricted-imports': restricted([APP, ...FRAMEWORK]) },
  },
  ...PEERS.map((own) => ({
    files: [`src/${own}/**`],
    ignores: PURE,
    rules: { '@typescript-eslint/no-restricted-imports': restricted([APP, peerRule(own)]) },
  })),
  ...PEERS.map((own) => ({
    files: PURE.filter((glob) => glob.startsWith(`src/${own}/`)),
    rules: { '@typescript-eslint/no-restricted-imports': restricted([APP, ...FRAMEWORK, peerRule(own)]) },
  })).filter((c) => c.files.length),
  {
    // lib/ is the bottom layer: it imports nothing of the subsystems above it (env and the schema's types aside).
    files: ['src/lib/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restricted([
        APP,
        ...FRAMEWORK,
        { regex: '^@/(?!lib(/|$)|env$|payload-types$)', message: 'lib/ es la capa de abajo: no importa los subsistemas (docs/ARCHITECTURE.md).' },
      ]),
    },
  },
  {
    // The environment is read by the subsystems, never the other way round: env.ts imports only lib/.
    files: ['src/env.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restricted([
        { regex: '^(\\./|@/)(?!lib/)', message: 'env.ts solo importa de lib/: los subsistemas leen el entorno, no al revés (docs/ARCHITECTURE.md).' },
      ]),
    },
  },
  {
    // src/app is the top layer and may import anything.
    files: ['src/app/**'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
)
