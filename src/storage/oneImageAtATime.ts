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
  queue = result.catch(() => {
    // Only the queue's copy is silenced, so that the next image gets its turn;
    // this one's failure reaches its caller through `result`.
    return undefined
  })
  return result
}

type Input = Parameters<SharpDependency>[0]

/**
 * The last images that failed, by input: Payload logs libvips' reason («VipsJpeg: premature end of
 * JPEG image») and answers only «No se ha podido subir el archivo»; the media collection's
 * afterError asks here why. A temporary file's path is kept among the last few; a buffer weakly,
 * so that a failed 100 MB upload is not held in memory for it.
 */
const byPath = new Map<string, Error>()
const byBuffer = new WeakMap<object, Error>()
const KEPT_PATHS = 16

function noteFailure(input: Input, error: Error): void {
  if (typeof input === 'string') {
    byPath.delete(input)
    byPath.set(input, error)
    if (byPath.size > KEPT_PATHS) byPath.delete(byPath.keys().next().value!)
  } else if (input) byBuffer.set(input, error)
}

/** Why sharp last failed on this input, if it did (asked once: the answer is then forgotten). */
export function imageFailure(input: unknown): Error | undefined {
  if (typeof input === 'string') {
    const error = byPath.get(input)
    byPath.delete(input)
    return error
  }
  return input && typeof input === 'object' ? byBuffer.get(input) : undefined
}

function oneAtATime(image: Sharp, input: Input): Sharp {
  const toBuffer = image.toBuffer.bind(image) as (...args: unknown[]) => Promise<unknown>
  const toFile = image.toFile.bind(image) as (...args: unknown[]) => Promise<unknown>
  const clone = image.clone.bind(image)
  const noted = <T>(result: Promise<T>) =>
    result.catch((error: Error) => {
      noteFailure(input, error)
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
export const oneImageAtATime: SharpDependency = (input, options) =>
  oneAtATime(sharp(input, { limitInputPixels: MEDIA_MAX_PIXELS, ...options }), input)
