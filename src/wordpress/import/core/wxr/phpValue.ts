import { isSerialized, unserialize } from 'php-serialize'

/** Keys that would reach an object's prototype if copied as they are. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

/**
 * Reads a PHP-serialised postmeta value (attachment metadata, CF7's mail and messages) with
 * php-serialize, then copies it into plain JSON values: the library gives PHP objects a class
 * shell and lets a `__proto__` key set the result's prototype, neither of which may leave here.
 * Returns undefined when the value is not serialised or cannot be read.
 */
export function phpValue(raw: string | undefined): unknown {
  if (!raw || !isSerialized(raw.trim())) return undefined
  try {
    return plain(unserialize(raw.trim(), {}, { strict: false, encoding: 'utf8' }), 0)
  } catch {
    // Serialisation php-serialize cannot read (cut short, or edited by
    // hand): undefined, as for a value that is not serialised.
    return undefined
  }
}

function plain(value: unknown, depth: number): unknown {
  if (depth > 32) return undefined
  if (value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((v) => plain(v, depth + 1))
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(value)) {
    if (UNSAFE_KEYS.has(key) || key === '__PHP_Incomplete_Class_Name') continue
    out[key] = plain((value as Record<string, unknown>)[key], depth + 1)
  }
  return out
}

/** A serialised value read as a string-keyed record, or {} when it is anything else. */
export function phpRecord(raw: string | undefined): Record<string, unknown> {
  const value = phpValue(raw)
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}
