import { randomBytes } from 'node:crypto'
import { readdir, readFile, rm } from 'node:fs/promises'
import path from 'node:path'

import type { Payload, PayloadRequest } from 'payload'

import { errorMessage } from '@/lib/errorMessage'
import type { OutboxAttachment } from '@/mail/outboxMessage'

import type { AcceptedSubmission } from './handleFeedback'

/**
 * What the files' step has written so far, filled in as it goes: a failure, even halfway through,
 * removes exactly this (storeSubmission's rollback).
 */
export interface WrittenFiles {
  /**
   * Each file's stored name starts with a random prefix of its own: what a write left on disk (even
   * a partial file, the disk full halfway) is found by it and removed.
   */
  prefixes: string[]
  ids: number[]
}

/** Where the files go: the collection's folder on disk, or an S3 bucket (no path to attach). */
export interface FilesPlace {
  staticDir: string
  inBucket: boolean
  req: PayloadRequest
}

/**
 * Stores a submission's files in its transaction, recording each in `written`, and returns each
 * field's attachments for the mails.
 */
export async function storeSubmissionFiles(
  payload: Payload,
  files: AcceptedSubmission['files'],
  { staticDir, inBucket, req }: FilesPlace,
  written: WrittenFiles,
): Promise<Map<string, OutboxAttachment[]>> {
  const filesByField = new Map<string, OutboxAttachment[]>()
  for (const file of files) {
    const data = await readFile(file.tmpPath)
    const prefix = randomBytes(6).toString('hex')
    written.prefixes.push(prefix)
    const created = await payload.create({
      collection: 'submission-files',
      data: { field: file.field },
      file: { data, mimetype: file.type, name: `${prefix}-${path.basename(file.name)}`, size: file.size },
      overrideAccess: true,
      req,
    })
    written.ids.push(created.id)
    const stored = path.join(staticDir, created.filename ?? '')
    // On disk the mail points at the stored file; in an S3 bucket there is no path, so the mail
    // carries the bytes itself.
    const attachment: OutboxAttachment = inBucket
      ? { filename: file.name, content: data.toString('base64'), contentType: file.type }
      : { filename: file.name, path: stored, contentType: file.type }
    filesByField.set(file.field, [...(filesByField.get(file.field) ?? []), attachment])
  }
  return filesByField
}

/**
 * Removes what writes under these prefixes left in `dir`. The prefix is why a visitor's file is kept
 * under a random one before its own name: Payload makes a taken name unique by counting up
 * (`cv.pdf`, `cv-1.pdf`), which two visitors sending `cv.pdf` at the same moment would both do alike,
 * in transactions that cannot see each other (PostgreSQL): one would lose its message to the unique
 * index. The mail attaches it under the name the visitor gave it.
 */
export async function removeByPrefix(dir: string, prefixes: string[]): Promise<void> {
  // No folder means no file was written there; a file already gone is what removing wanted.
  const names = await readdir(dir).catch(() => [] as string[])
  const left = names.filter((name) => prefixes.some((prefix) => name.startsWith(`${prefix}-`)))
  // `force` already ignores a missing file: any other failure leaves a file behind, said in the log.
  await Promise.all(
    left.map((name) =>
      rm(path.join(dir, name), { force: true }).catch((e: unknown) =>
        console.warn(`No se ha podido borrar ${name}: ${errorMessage(e)}`),
      ),
    ),
  )
}
