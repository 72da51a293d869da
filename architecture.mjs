// The house's table: every folder of src/, its layer and, for a feature, its name. `npm run lint`
// enforces it (eslint/layersRule.mjs); docs/ARCHITECTURE.md explains it. A file in a folder the
// table does not name is refused, so a new folder is placed here before it holds code.

/**
 * The layers, bottom first. A file imports from its own layer and those below it, never above;
 * imports of types only (`import type`) are free, as they leave nothing at run time.
 */
export const LAYERS = [
  'lib', //      pure helpers that know nothing of the site (lib/, env.ts, the generated types)
  'core', //     a feature's pure logic: no React, Next, Payload or site data (unit-tested)
  'browser', //  what runs in the visitor's browser: the DOM, its libraries and the cores
  'infra', //    database, storage, cluster, access, fields, the admin's voice, revalidation
  'service', //  server work: mail, antispam, each feature's server/, jobs, backup, the import
  'schema', //   Payload's configuration: collections, globals, blocks' configs (their hooks call services)
  'data', //     the site's reads for rendering
  'view', //     server components, client components, the admin's components
  'app', //      routes, the proxy, instrumentation, the composition roots (payload.config, seed)
]

/**
 * The features: folders that stand side by side. None imports another's files (types aside); what
 * two of them share goes below them (lib/, or a shared service: mail/, antispam/, settings/, the
 * search and references indexes that every writer keeps current), and the layers above (data/,
 * views, app/) may use any of them.
 */
export const FEATURES = ['forms', 'comments', 'privacy', 'payments', 'photos', 'wordpress', 'loginGuard', 'galleries']

/**
 * The recipe for a feature (docs/ARCHITECTURE.md): its subfolders and their layers. Anything in
 * src/<feature>/<sub>/ takes the sub's layer; a feature's top-level files take `core`.
 */
export const FEATURE_PARTS = {
  core: 'core',
  render: 'core',
  swv: 'core',
  template: 'core',
  browser: 'browser',
  server: 'service',
  mail: 'service',
  collection: 'schema',
  data: 'data',
  components: 'view',
}

/**
 * The other folders, most specific first (the first match wins). `*` is one path segment, `**`
 * any number; the layer of a feature's own files comes from FEATURE_PARTS unless a row names it.
 * @type {[glob: string, layer: string][]}
 */
export const FOLDERS = [
  ['src/lib/**', 'lib'],
  ['src/env.ts', 'lib'],
  ['src/payload-types.ts', 'lib'],
  ['src/addresses/**', 'core'],
  ['src/shapes/**', 'core'],
  ['src/actionLinks/**', 'core'],
  ['src/blocks/*/render/**', 'core'],
  ['src/*/core/**', 'core'],
  ['src/**/core/**', 'core'],
  ['src/antispam/rules/**', 'core'],
  ['src/antispam/nojs/noJsChallengeFrame.ts', 'core'],
  ['src/seed/content/**', 'core'],
  ['src/seed/media/manifest.ts', 'core'],
  ['src/antispam/akismet/**', 'core'],
  ['src/backup/manifest.ts', 'core'],
  ['src/privacy/*.ts', 'core'],
  ['src/forms/*.ts', 'core'],
  ['src/antispam/collector/**', 'browser'],
  ['src/antispam/captcha/browser/**', 'browser'],
  ['src/**/browser/**', 'browser'],
  ['src/lightbox/*.client.tsx', 'view'],
  ['src/anchors/*.client.tsx', 'view'],
  ['src/lightbox/**', 'browser'],
  ['src/anchors/**', 'browser'],
  ['src/cluster/**', 'infra'],
  ['src/db/**', 'infra'],
  ['src/storage/**', 'infra'],
  ['src/access/**', 'infra'],
  ['src/fields/**', 'infra'],
  ['src/admin/**', 'infra'],
  ['src/revalidation/**', 'infra'],
  ['src/mail/**', 'service'],
  ['src/settings/**', 'service'],
  ['src/search/server/**', 'service'],
  ['src/references/server/**', 'service'],
  ['src/seed/**', 'service'],
  ['src/antispam/**', 'service'],
  ['src/jobs/**', 'service'],
  ['src/backup/**', 'service'],
  ['src/forms/inbox/**', 'service'],
  ['src/wordpress/import/**', 'service'],
  ['src/wordpress/admin/server/**', 'service'],
  ['src/wordpress/admin/view/**', 'view'],
  ['src/references/admin/**', 'view'],
  ['src/references/*.ts', 'schema'],
  ['src/**/collection/admin/**', 'view'],
  ['src/collections/*/admin/**', 'view'],
  ['src/collections/**/admin/**', 'view'],
  ['src/globals/*/admin/**', 'view'],
  ['src/collections/**', 'schema'],
  ['src/globals/**', 'schema'],
  ['src/blocks/*/*.tsx', 'view'],
  ['src/blocks/*.tsx', 'view'],
  ['src/blocks/renderScope.ts', 'view'],
  // A block's server code answers the block's own route (the posts loop's pages) from the site's reads.
  ['src/blocks/*/server/**', 'data'],
  ['src/blocks/**', 'schema'],
  ['src/data/**', 'data'],
  ['src/components/**', 'view'],
  ['src/dashboard/**', 'view'],
  ['src/app/**', 'app'],
  ['src/proxy.ts', 'app'],
  ['src/instrumentation.ts', 'app'],
  ['src/payload.config.ts', 'app'],
]

/**
 * The imports the layers allow by name, each with why. Payload's instance is built from the
 * composition root, so the one module that hands it out (`payloadClient`) imports the config.
 * @type {[from: string, to: string][]}
 */
export const ALLOWED = [['src/db/payloadClient.ts', 'src/payload.config.ts']]
