// The ESLint rule that enforces architecture.mjs: each import's target must sit in the importer's
// layer or below, and a feature never imports another feature's files. Resolution is by path
// (`@/…`, `@payload-config`, relative), so it needs no type information and lints in seconds.
import path from 'node:path'

import { ALLOWED, FEATURE_PARTS, FEATURES, FOLDERS, LAYERS } from '../architecture.mjs'

const ROOT = path.resolve(import.meta.dirname, '..')

/** A glob of the table as a regular expression: `*` is one segment, `**` any number of them. */
function globRegex(glob) {
  const body = glob
    .split(/(\*\*\/|\*\*|\*)/)
    .map((part) => {
      if (part === '**/') return '(?:.*/)?'
      if (part === '**') return '.*'
      if (part === '*') return '[^/]*'
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    })
    .join('')
  return new RegExp(`^${body}$`)
}

const ROWS = FOLDERS.map(([glob, layer]) => ({ glob, layer, test: globRegex(glob) }))

/**
 * Where a file of src/ sits: its layer and feature, or null when the table does not name its folder.
 * @param {string} file a path relative to the project, without its extension mattering
 */
export function placeOf(file) {
  const segments = file.split('/')
  const feature = FEATURES.includes(segments[1]) ? segments[1] : null
  const row = ROWS.find((r) => r.test.test(file))
  if (row) return { layer: row.layer, feature, where: row.glob }
  if (feature && segments.length > 3 && FEATURE_PARTS[segments[2]])
    return { layer: FEATURE_PARTS[segments[2]], feature, where: `src/${feature}/${segments[2]}/**` }
  return null
}

const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx']

/** The project-relative file an import names, or null for a package. */
function targetOf(spec, importer) {
  let base
  if (spec === '@payload-config') return 'src/payload.config.ts'
  if (spec.startsWith('@/')) base = path.join('src', spec.slice(2))
  else if (spec.startsWith('.')) base = path.relative(ROOT, path.resolve(path.dirname(importer), spec))
  else return null
  // The extension does not change a file's place: the folder decides. `index` files are their folder's.
  const known = EXTENSIONS.find((e) => base.endsWith(e))
  return known ? base : `${base}.ts`
}

const rank = (layer) => LAYERS.indexOf(layer)

/** What a pure file (lib, a core) never imports: the frameworks, whose code it must run without. */
const FRAMEWORK = /^(react|react-dom|next|payload|@payloadcms\/[^/]+|server-only)(\/.*)?$/
const PURE = new Set(['lib', 'core'])

/** @type {import('eslint').Rule.RuleModule} */
export const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the table of layers and features (architecture.mjs).' },
    schema: [],
  },
  create(context) {
    const file = path.relative(ROOT, context.filename)
    if (!file.startsWith('src/')) return {}
    const own = placeOf(file)

    function check(node, spec, typeOnly) {
      if (typeOnly || typeof spec !== 'string' || !own) return
      if (PURE.has(own.layer) && FRAMEWORK.test(spec)) {
        context.report({
          node,
          message: `Un archivo de la capa «${own.layer}» (${own.where}) es puro: no importa ${spec} (architecture.mjs).`,
        })
        return
      }
      const target = targetOf(spec, context.filename)
      if (!target || !target.startsWith('src/')) return
      const there = placeOf(target)
      if (!there || ALLOWED.some(([from, to]) => from === file && to === target)) return
      if (rank(there.layer) > rank(own.layer)) {
        context.report({
          node,
          message: `Capa «${own.layer}» (${own.where}) no importa de la capa «${there.layer}» (${there.where}), que está encima: recíbelo como dependencia o bájalo (architecture.mjs).`,
        })
      } else if (own.feature && there.feature && own.feature !== there.feature) {
        context.report({
          node,
          message: `La función «${own.feature}» no entra en los archivos de «${there.feature}»: lo compartido va en lib/ o en un servicio (architecture.mjs).`,
        })
      }
    }

    return {
      Program(node) {
        if (!own)
          context.report({
            node,
            message: `La carpeta de ${file} no está en la tabla de capas: añádela a architecture.mjs.`,
          })
      },
      ImportDeclaration: (node) =>
        check(
          node,
          node.source.value,
          node.importKind === 'type' ||
            (node.specifiers.length > 0 && node.specifiers.every((s) => s.importKind === 'type')),
        ),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, false),
    }
  },
}
