import 'server-only'

import { cache } from 'react'

/** What a no-JavaScript post left for the form that sent it (see app/(site)/wpcf7-nojs). */
export interface FormOutcome {
  unitTag: string
  status: string
  message: string
  values: Record<string, string[]>
  invalidFields: { field: string; message: string }[]
  postedDataHash: string
}

/**
 * Per-render facts the form blocks need but the block tree does not carry: the page that holds
 * them (`_wpcf7_container_post`, the form's action), CF7's per-page counter for unit tags
 * (`…-o1`, `…-o2`) and, after a post without JavaScript, its outcome. React's `cache` scopes the
 * object to one render, so two requests never share it.
 */
export const formRenderScope = cache(() => ({
  containerPostId: 0,
  path: '/',
  counter: 0,
  outcome: null as FormOutcome | null,
}))
