// php-serialize ships no types; only the two functions Revela calls are declared.
declare module 'php-serialize' {
  export function unserialize(
    item: string,
    scope?: Record<string, unknown>,
    options?: { strict?: boolean; encoding?: 'utf8' | 'binary' },
  ): unknown
  export function isSerialized(item: unknown, strict?: boolean): boolean
}
