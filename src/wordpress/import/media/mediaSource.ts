/** Where the importer finds an attachment's bytes, by its path under uploads (`2024/03/foto.jpg`). */
export type MediaSource = {
  /** A local file holding the bytes, or null when the source does not have it. */
  fetch(file: string): Promise<string | null>
  /** What the CLI says it reads from. */
  describe: string
  /** Removes any temporary copies. */
  cleanup(): Promise<void>
}

/** No source: every attachment is reported missing and left out. */
export const noMediaSource: MediaSource = { fetch: async () => null, describe: 'sin archivos', cleanup: async () => {} }
