import { createHmac, timingSafeEqual } from 'node:crypto'

/** How long a signed revalidation request stays good (clocks of one machine agree). */
const MAX_AGE_S = 60

/** The signature a command-line step (the WordPress import) sends to have the running site re-render. */
export function signRevalidation(secret: string, now = Date.now()): string {
  const t = Math.floor(now / 1000)
  return `t=${t},v=${createHmac('sha256', secret).update(`revalidate:${t}`).digest('hex')}`
}

/** Whether a signature is ours and recent. */
export function verifyRevalidation(secret: string, header: string | null, now = Date.now()): boolean {
  const m = /^t=(\d{1,12}),v=([0-9a-f]{64})$/.exec(header ?? '')
  if (!m || !secret) return false
  const t = Number(m[1])
  if (Math.abs(now / 1000 - t) > MAX_AGE_S) return false
  const expected = Buffer.from(createHmac('sha256', secret).update(`revalidate:${t}`).digest('hex'))
  return timingSafeEqual(expected, Buffer.from(m[2]!))
}
