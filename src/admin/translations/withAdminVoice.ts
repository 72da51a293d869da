import type { SanitizedConfig } from 'payload'

import { es, esLexical } from './es'

type Tree = { [key: string]: string | Tree }

const merge = (into: Tree, from: Tree): Tree => {
  const out: Tree = { ...into }
  for (const [key, value] of Object.entries(from)) {
    const current = out[key]
    out[key] = typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value
  }
  return out
}

/**
 * The admin's Spanish, laid over the built config: the rich-text editor merges its own strings into
 * `i18n.translations` while the config is built, after what the config gave, so only here do ours
 * win over its «Comience a escribir, o presione…».
 */
export function withAdminVoice(config: SanitizedConfig): SanitizedConfig {
  const translations = (config.i18n.translations ?? {}) as Record<string, Tree>
  const spanish = merge(merge(translations.es ?? {}, es as unknown as Tree), { lexical: esLexical as unknown as Tree })
  config.i18n.translations = { ...translations, es: spanish } as SanitizedConfig['i18n']['translations']
  return config
}
