import type { Payload } from 'payload'

import { syncIdSequences } from '@/db/syncIdSequences'
import type { Env } from '@/env'

import { consoleProgress, type Progress } from './progress'
import { seedComments } from './seedComments'
import { seedContent } from './seedContent'
import { seedForms } from './seedForms'
import { seedGlobals } from './seedGlobals'
import { seedMedia } from './seedMedia'

/**
 * Seeds the demo studio once. Each step creates only what is missing, so an interrupted first start
 * resumes; once finished, a marker in the settings makes later starts change nothing, even where
 * editors have since deleted demo content.
 */
export async function seed(
  payload: Payload,
  e: Pick<Env, 'adminEmail' | 'adminPassword'>,
  progress: Progress = consoleProgress,
) {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  if (settings.seededAt) return false

  progress('Sembrando el estudio de demostración…')
  const users = await payload.find({ collection: 'users', limit: 1, depth: 0 })
  const admin =
    users.docs[0] ??
    (await payload.create({
      collection: 'users',
      data: { name: 'Administración', email: e.adminEmail, password: e.adminPassword, roles: ['admin'] },
      // Its password comes from ADMIN_PASSWORD, checked where it is read (env.ts).
      context: { seeding: true },
    }))
  const formId = await seedForms(payload)
  const mediaIds = await seedMedia(payload, progress)
  const { pageIds } = await seedContent(payload, mediaIds, admin.id as number, progress, formId)
  await syncIdSequences(payload, ['pages', 'posts'])
  progress('Sembrando los comentarios de ejemplo…')
  await seedComments(payload, admin.id as number)
  await seedGlobals(payload, pageIds)
  progress('Estudio de demostración listo.')
  return true
}
