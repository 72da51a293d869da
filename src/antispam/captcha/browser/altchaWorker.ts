import type { Challenge } from 'altcha-lib'

import { solveAltcha } from './solveAltcha'

/** The worker that solves ALTCHA challenges off the main thread: one request, one answer. */
self.onmessage = async (event: MessageEvent<{ challenge: Challenge; timeoutMs: number }>) => {
  try {
    self.postMessage({ solution: await solveAltcha(event.data.challenge, event.data.timeoutMs) })
  } catch (error) {
    self.postMessage({ error: String(error) })
  }
}
