import type { Payload } from 'payload'

import { errorMessage } from '@/lib/errorMessage'
import { oneInstanceAtATime } from '@/jobs/oneInstanceAtATime'

import { PREPARE_BATCH, preparePendingPhotos } from './preparePendingPhotos'

let running: Promise<void> | null = null
let again = false

/**
 * Starts preparing the photos that wait for their web sizes, unless that is already under way in
 * this process (then it runs once more when done, for what arrived meanwhile). Called when an
 * upload ends and every minute by the background jobs; with several instances one prepares at a
 * time (a PostgreSQL advisory lock), the others' calls return at once.
 */
export function kickPhotoPreparation(payload: Payload): void {
  if (running) {
    again = true
    return
  }
  running = (async () => {
    do {
      again = false
      let handled = 0
      await oneInstanceAtATime(payload, 'gallery-photos', async () => {
        handled = await preparePendingPhotos(payload)
      })
      // A full batch leaves more to do: continue without waiting for the next minute.
      if (handled >= PREPARE_BATCH) again = true
    } while (again)
  })()
    .catch((error: unknown) =>
      payload.logger.warn(
        `Galerías: la preparación de fotos se ha interrumpido; se reintentará: ${errorMessage(error)}`,
      ),
    )
    .finally(() => {
      running = null
    })
}

/** Resolves when the preparation under way (if any) is done: for tests and the server's shutdown. */
export async function photoPreparationSettled(): Promise<void> {
  while (running) await running
}
