/**
 * An error as one line of the log: its message's first line, without the stack (a failed query's
 * parameters, the visitor's values, follow on the next lines); anything else thrown, as text.
 */
export const errorMessage = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!
