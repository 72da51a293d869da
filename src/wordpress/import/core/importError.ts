/**
 * A problem with the export itself (not XML, truncated, hostile, an unknown version…). Its message
 * is one Spanish line naming the problem and, where there is one, the fix; the CLI prints it as is.
 */
export class ImportError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ImportError'
  }
}
