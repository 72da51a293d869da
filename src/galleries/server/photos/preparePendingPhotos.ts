import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

import type { Payload } from 'payload'

import { env } from '@/env'
import type { ClientGallery, GalleryPhoto } from '@/payload-types'
import { siteSettings } from '@/settings/siteSettings'
import { readStoredFile } from '@/storage/readStoredFile'

import { siteGalleryStorage } from '../siteGalleryStorage'
import { preparePhotoInWorker } from './photoWorker'
import { GALLERY_LIMITS } from '@/galleries/core/galleryLimits'
import { photoFileKey } from '@/galleries/core/photoFileKey'

/** Photos prepared per call: a backlog continues on the next (the upload's kick, or the minute's check). */
export const PREPARE_BATCH = 50

/**
 * Makes the web sizes of the photos waiting for them (state «Preparando»), oldest first, one at a
 * time in the photo worker: the original is read where it is stored (on disk in place; from S3
 * into a temporary file), the sizes are stored beside it, and the photo becomes «Lista» with its
 * dimensions, date, colour and checksums, or «No se pudo preparar» with the reason. Returns how
 * many it handled.
 */
export async function preparePendingPhotos(payload: Payload): Promise<number> {
  let handled = 0
  while (handled < PREPARE_BATCH) {
    const { docs } = await payload.find({
      collection: 'gallery-photos',
      where: { state: { equals: 'pending' } },
      sort: 'createdAt',
      limit: 1,
      depth: 1,
      overrideAccess: true,
    })
    const photo = docs[0]
    if (!photo) break
    handled++
    await prepareOne(payload, photo)
  }
  return handled
}

async function prepareOne(payload: Payload, photo: GalleryPhoto): Promise<void> {
  const gallery = typeof photo.gallery === 'object' ? photo.gallery : null
  const storage = siteGalleryStorage()
  const work = await mkdtemp(path.join(tmpdir(), 'revela-galeria-'))
  try {
    if (!gallery || !photo.storageKey) throw new Error('la foto no tiene galería ni original')
    let original = storage.localFile(photo.storageKey)
    if (!original) {
      original = path.join(work, 'original.jpg')
      await pipeline(await storage.read(photo.storageKey), createWriteStream(original))
    }
    const out = path.join(work, 'sizes')
    await mkdir(out)
    const prepared = await preparePhotoInWorker(original, out, await watermarkOf(payload, gallery))
    for (const variant of prepared.variants)
      await storage.write(photoFileKey(photo.storageKey, variant.name)!, createReadStream(path.join(out, variant.name)))
    const download = prepared.variants.find((variant) => variant.name === 'download.jpg')
    await payload.update({
      collection: 'gallery-photos',
      id: photo.id,
      data: {
        state: 'ready',
        stateError: null,
        width: prepared.width,
        height: prepared.height,
        takenAt: prepared.takenAt,
        placeholder: prepared.colour,
        crc32: prepared.crc32,
        bytes: prepared.bytes,
        webBytes: download?.bytes ?? null,
        webCrc32: download ? prepared.downloadCrc32 : null,
      },
      depth: 0,
      overrideAccess: true,
    })
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    payload.logger.warn(`Galerías: la foto ${photo.filename} (${photo.id}) no se ha podido preparar: ${reason}`)
    await payload.update({
      collection: 'gallery-photos',
      id: photo.id,
      data: { state: 'failed', stateError: `No se ha podido leer como foto JPEG: ${reason}`.slice(0, 500) },
      depth: 0,
      overrideAccess: true,
    })
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

/** The mark a gallery's previews carry: the studio's name, or its logo (on this disk or in the bucket). */
async function watermarkOf(payload: Payload, gallery: ClientGallery): Promise<{ text?: string; logo?: Buffer }> {
  if (gallery.watermark === 'none') return {}
  const settings = await siteSettings(payload)
  if (gallery.watermark === 'logo' && settings.logo) {
    const logo =
      typeof settings.logo === 'object'
        ? settings.logo
        : await payload.findByID({ collection: 'media', id: settings.logo, depth: 0, overrideAccess: true })
    const bytes = logo?.filename
      ? await readStoredFile(env(), logo.filename, GALLERY_LIMITS.watermarkLogoMaxBytes)
      : null
    if (bytes) return { logo: bytes }
  }
  return { text: settings.studioName }
}
