'use client'

import { useConfig } from '@payloadcms/ui'
import { useCallback, useEffect, useRef, useState } from 'react'

import { GALLERY_LIMITS } from '@/galleries/core/galleryLimits'
import type { PhotoSet } from '@/galleries/core/galleryTypes'

import { photoListUrl } from './photoListUrl'
import { readJson } from './readJson'

export type PhotoRow = { id: number; filename: string; stateError?: string | null }

export type PhotoSummary = {
  ready: number
  pending: number
  failed: number
  /** The first ready photos, for the thumbnails (GALLERY_LIMITS.adminThumbnails at most). */
  thumbs: PhotoRow[]
  /** The first files that could not be prepared, with why. */
  failures: PhotoRow[]
}

type Count = { totalDocs: number }
type List = { docs: PhotoRow[] }

/**
 * The counts and first photos of one set of a gallery, read from the REST API: three counts and
 * two short lists however many photos the set has (800 stay a few kilobytes). Read again when
 * `refresh` is called (after an upload) and every few seconds while some are being prepared.
 */
export function usePhotoSummary(galleryId: number | string, set: PhotoSet) {
  const { config } = useConfig()
  const api = config.routes.api
  const [summary, setSummary] = useState<PhotoSummary | null>(null)
  const [tick, setTick] = useState(0)
  const pendingRefresh = useRef<ReturnType<typeof setTimeout> | null>(null)

  useEffect(() => {
    const abort = new AbortController()
    const count = (state: 'ready' | 'pending' | 'failed') =>
      readJson<Count>(photoListUrl(api, galleryId, { set, state, count: true }), abort.signal)
    void Promise.all([
      count('ready'),
      count('pending'),
      count('failed'),
      readJson<List>(
        photoListUrl(api, galleryId, {
          set,
          state: 'ready',
          limit: GALLERY_LIMITS.adminThumbnails,
          select: ['filename', 'width', 'height'],
        }),
        abort.signal,
      ),
      readJson<List>(
        photoListUrl(api, galleryId, { set, state: 'failed', limit: 50, select: ['filename', 'stateError'] }),
        abort.signal,
      ),
    ]).then(([ready, pending, failed, thumbs, failures]) => {
      if (abort.signal.aborted || !ready || !pending || !failed) return
      setSummary({
        ready: ready.totalDocs,
        pending: pending.totalDocs,
        failed: failed.totalDocs,
        thumbs: thumbs?.docs ?? [],
        failures: failures?.docs ?? [],
      })
    })
    return () => abort.abort()
  }, [api, galleryId, set, tick])

  // While photos are being prepared, the counts move on their own: read them again shortly.
  const preparing = (summary?.pending ?? 0) > 0
  useEffect(() => {
    if (!preparing) return
    const timer = setInterval(() => setTick((t) => t + 1), GALLERY_LIMITS.adminPollMs)
    return () => clearInterval(timer)
  }, [preparing])

  // An upload of 800 files reports each one: one read after a short pause covers a burst of them.
  const refresh = useCallback(() => {
    if (pendingRefresh.current) clearTimeout(pendingRefresh.current)
    pendingRefresh.current = setTimeout(() => setTick((t) => t + 1), 1500)
  }, [])
  useEffect(() => () => void (pendingRefresh.current && clearTimeout(pendingRefresh.current)), [])

  return { summary, refresh }
}
