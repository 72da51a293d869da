import type { PayloadRequest } from 'payload'

const isSet = (flag: unknown) => flag === true || flag === 'true'

/**
 * Whether a save left the published page or article as it was: a draft saved or autosaved over it
 * (the admin autosaves every 0.8 s while an editor types). The admin asks for those with
 * `?draft=true` (and `&autosave=true`), which Payload leaves in req.query and does not pass to the
 * hook, and writes them as versions only. They must be told apart because previousDoc is the latest
 * version, so the first draft after publishing looks like a withdrawal (published → draft); a real
 * withdrawal (Unpublish) is sent without the flag. A local-API draft save carries no query and is
 * treated as a change, which costs a re-render and never leaves a page stale.
 */
export const isDraftSave = (req: PayloadRequest, doc: { _status?: string | null }) =>
  doc._status !== 'published' && (isSet(req.query?.draft) || isSet(req.query?.autosave))
