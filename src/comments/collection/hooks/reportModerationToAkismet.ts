import type { CollectionAfterChangeHook } from 'payload'

import { behaviourFieldsForAkismet } from '@/antispam/akismet'
import { akismetFromSettings } from '@/antispam/server/akismetFromSettings'
import { ANTISPAM } from '@/lib/constants'
import { siteSettings } from '@/settings/siteSettings'

/**
 * When an editor marks a comment as spam, or releases one that was held as spam, Akismet is told
 * (submit-spam / submit-ham), as WordPress's Akismet plugin does: it learns from the studio's
 * decisions. It runs after the change is saved and never holds up or undoes the editor's decision.
 */
export const reportModerationToAkismet: CollectionAfterChangeHook = async ({ doc, previousDoc, req, operation }) => {
  if (operation !== 'update' || !req.user || previousDoc?.status === doc.status) return doc
  const toSpam = doc.status === 'spam'
  const fromSpam = previousDoc?.status === 'spam' && (doc.status === 'approved' || doc.status === 'pending')
  if (!toSpam && !fromSpam) return doc
  const settings = await siteSettings(req.payload)
  const akismet = akismetFromSettings(settings)
  if (!akismet) return doc
  const fields = Object.entries((doc.signals ?? {}) as Record<string, string>)
  const comment = {
    type: 'comment' as const,
    userIp: doc.ip ?? '',
    userAgent: doc.userAgent ?? undefined,
    author: doc.authorName,
    authorEmail: doc.authorEmail ?? undefined,
    authorUrl: doc.authorUrl ?? undefined,
    content: doc.content,
    extra: behaviourFieldsForAkismet(fields, ANTISPAM.fieldPrefix),
  }
  const report = toSpam ? akismet.submitSpam(comment) : akismet.submitHam(comment)
  void report.catch((error: unknown) =>
    req.payload.logger.warn({ err: error }, 'Akismet no ha recibido la corrección de moderación'),
  )
  return doc
}
