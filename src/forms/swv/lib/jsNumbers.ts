/**
 * CF7's rules read thresholds with bare JS parseInt/parseFloat, so prefixes count ("1kb" → 1,
 * "3abc" → 3) and anything else is NaN, which makes every comparison false. These wrappers accept
 * whatever the schema JSON carried (string, number or nothing) with exactly that behaviour.
 */

// No radix on purpose: CF7 calls parseInt(threshold) bare, so "0x10" is 16 there too.
export const jsParseInt = (value: unknown): number => parseInt(String(value))

export const jsParseFloat = (value: unknown): number => parseFloat(String(value))
