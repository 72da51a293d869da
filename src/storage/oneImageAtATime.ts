import type { SharpDependency } from 'payload'
import sharp, { type Sharp } from 'sharp'

import { MEDIA_MAX_PIXELS } from '@/lib/mediaLimits'

// libvips keeps recent operations (and with them decoded pixels) in a cache of its own: with a 60 MP
// photo that cache alone held over 200 MB after its sizes were made. Each image is resized once, so
// nothing is gained by caching.
sharp.cache(false)

let queue: Promise<unknown> = Promise.resolve()
const inTurn = <T>(run: () => Promise<T>): Promise<T> => {
  const result = queue.then(run)
  queue = result.catch(() => undefined)
  return result
}

type Input = Parameters<SharpDependency>[0]

/**
 * The last images that failed, by input (a temporary file's path or the upload's buffer): Payload
 * logs libvips' reason («VipsJpeg: premature end of JPEG image») and answers only «No se ha podido
 * subir el archivo»; the media collection's afterError asks here why. A few are kept, the oldest forgotten.
 */
const failures = new Map<unknown, Error>()
const KEPT_FAILURES = 16

/** Why sharp last failed on this input, if it did. */
export const imageFailure = (input: unknown): Error | undefined => failures.get(input)

function oneAtATime(image: Sharp, input: Input): Sharp {
  const toBuffer = image.toBuffer.bind(image) as (...args: unknown[]) => Promise<unknown>
  const toFile = image.toFile.bind(image) as (...args: unknown[]) => Promise<unknown>
  const clone = image.clone.bind(image)
  const noted = <T>(result: Promise<T>) =>
    result.catch((error: Error) => {
      failures.delete(input)
      failures.set(input, error)
      if (failures.size > KEPT_FAILURES) failures.delete(failures.keys().next().value)
      throw error
    })
  Object.assign(image, {
    toBuffer: (...args: unknown[]) => noted(inTurn(() => toBuffer(...args))),
    toFile: (...args: unknown[]) => noted(inTurn(() => toFile(...args))),
    clone: () => oneAtATime(clone(), input),
  })
  return image
}

/**
 * The sharp that Payload is given. Payload makes an upload's web sizes all at once (one pipeline per
 * size, each decoding the original), and two editors may upload together: here every encode in the
 * process waits its turn, so at most one photo is being decoded at any time and a 60-megapixel
 * original never sits in memory twice; on two cores this costs no time, libvips already uses both.
 * No input over MEDIA_MAX_PIXELS is decoded at all (checkUploadLimits refuses it in Spanish first).
 */
export const oneImageAtATime: SharpDependency = (input, options) => oneAtATime(sharp(input, { limitInputPixels: MEDIA_MAX_PIXELS, ...options }), input)
