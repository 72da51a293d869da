import { solveChallenge, type Challenge, type DeriveKeyFunction, type Solution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2'

/** Without a worker, the page gets the thread back at least this often (one frame). */
const MAIN_THREAD_SLICE_MS = 16

/**
 * Finds the counter the challenge hides, with WebCrypto's PBKDF2. In a worker it runs flat out; on
 * the main thread (the fallback when workers are unavailable) it works in slices of about a frame,
 * so that typing and scrolling stay smooth while it runs. Resolves null after `timeoutMs`.
 */
export function solveAltcha(challenge: Challenge, timeoutMs: number, onMainThread = false): Promise<Solution | null> {
  return solveChallenge({ challenge, deriveKey: onMainThread ? inSlices(deriveKey) : deriveKey, timeout: timeoutMs })
}

function inSlices(derive: DeriveKeyFunction): DeriveKeyFunction {
  let sliceStart = performance.now()
  return async (...args) => {
    if (performance.now() - sliceStart > MAIN_THREAD_SLICE_MS) {
      await new Promise((resolve) => setTimeout(resolve, 0))
      sliceStart = performance.now()
    }
    return derive(...args)
  }
}
