import type { Challenge, Solution } from 'altcha-lib'

import { CAPTCHA } from '@/lib/constants'

import type { CaptchaClient } from './CaptchaClient'
import { withTimeout } from './withTimeout'

type WorkerAnswer = { solution?: Solution | null; error?: string }

/**
 * ALTCHA: fetches a challenge for the action from the site, solves it in a Web Worker and returns
 * the payload ALTCHA's server side expects (base64 of `{ challenge, solution }`).
 */
export function altchaClient(challengeUrl: string): CaptchaClient {
  return { token: (action) => withTimeout(tokenFor(challengeUrl, action), CAPTCHA.executeTimeoutMs, 'execute') }
}

async function tokenFor(challengeUrl: string, action: string): Promise<string> {
  const url = new URL(challengeUrl, globalThis.location?.href)
  url.searchParams.set('action', action)
  const response = await fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-store' })
  if (!response.ok) throw new Error(`CAPTCHA: el reto respondió ${response.status}`)
  const challenge = (await response.json()) as Challenge
  const solution = await solve(challenge)
  if (!solution) throw new Error('CAPTCHA: no se resolvió el reto a tiempo')
  return btoa(JSON.stringify({ challenge, solution }))
}

async function solve(challenge: Challenge): Promise<Solution | null> {
  try {
    return await solveInWorker(challenge)
  } catch {
    // No worker (an old browser, a strict policy, a failed load): solve here, in slices. The
    // solver is loaded only then, keeping it out of the page's own script.
    const { solveAltcha } = await import('./solveAltcha')
    return solveAltcha(challenge, CAPTCHA.executeTimeoutMs, true)
  }
}

/** Rejects when the worker cannot be created or loaded, which is the signal to fall back. */
function solveInWorker(challenge: Challenge): Promise<Solution | null> {
  const worker = new Worker(new URL('./altchaWorker.ts', import.meta.url), { type: 'module' })
  return new Promise<Solution | null>((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<WorkerAnswer>) =>
      data.error ? reject(new Error(data.error)) : resolve(data.solution ?? null)
    worker.onerror = (event) => {
      event.preventDefault()
      reject(new Error(`CAPTCHA: el worker falló (${event.message})`))
    }
    worker.postMessage({ challenge, timeoutMs: CAPTCHA.executeTimeoutMs })
  }).finally(() => worker.terminate())
}
