import type { Kind } from './findConflicts'

/** Decides whether a document of the export may be written over what Revela holds under its id. */
export type WritePolicy = {
  decide: (kind: Kind, id: number, updatedAt: string | undefined, label: string) => 'write' | 'skip'
}
