/** The most of an error's message or stack the log keeps. */
const MAX_CHARS = 2000

/** A failed query's parameters (Drizzle's «Failed query: …\nparams: …»): the visitor's values, never logged. */
const PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/

const compact = (text: string | undefined) => {
  if (!text) return text
  const without = text.replace(PARAMS, '\nparams: (omitidos)')
  return without.length > MAX_CHARS
    ? `${without.slice(0, MAX_CHARS)}… (${without.length - MAX_CHARS} caracteres más)`
    : without
}

/** A stack's frames under its message cut short as the message is: where it failed stays readable. */
function compactStack(stack: string | undefined): string | undefined {
  if (!stack) return stack
  const at = stack.search(/\n {4}at /)
  if (at < 0) return compact(stack)
  return `${compact(stack.slice(0, at))}${stack.slice(at).split('\n').slice(0, 16).join('\n')}`
}

/**
 * An error as the log keeps it (pure; the logger's `err` serializer): its type, its message cut to
 * 2,000 characters, its stack's first 15 frames under that message, a failed query's parameters
 * left out, its cause as a message. A query of a thousand 20 KB terms once wrote 80 MB of SQL and
 * values to the log in one request.
 */
export function compactError(error: unknown): unknown {
  if (!(error instanceof Error)) return error
  const { status, data } = error as Error & { status?: unknown; data?: unknown }
  const cause = error.cause instanceof Error ? compact(`${error.cause.name}: ${error.cause.message}`) : undefined
  return {
    type: error.name,
    message: compact(error.message),
    // A client's error (a 4xx) is its message: where Payload threw it says nothing about the site.
    ...(typeof status === 'number' && status < 500 ? {} : { stack: compactStack(error.stack) }),
    ...(status !== undefined ? { status } : {}),
    ...(data !== undefined && data !== null ? { data: compact(JSON.stringify(data)) } : {}),
    ...(cause ? { cause } : {}),
  }
}
