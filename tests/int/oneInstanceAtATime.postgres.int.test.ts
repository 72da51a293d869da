import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { oneInstanceAtATime } from '@/jobs/oneInstanceAtATime'

import { postgresUrl, testPayload } from './helpers/testPayload'

/**
 * Two instances of the site on one PostgreSQL database, as two Payload clients (two pools): the
 * minute's publications and the hourly purge run on one of them at a time.
 */
describe.runIf(postgresUrl)('a background job on several instances, on PostgreSQL', () => {
  let a: Payload
  let b: Payload

  beforeAll(async () => {
    ;({ payload: a } = await testPayload('postgres'))
    const { getPayload } = await import('payload')
    const { default: config } = await import('@/payload.config')
    // A second client with a pool of its own: what another instance holds.
    b = await getPayload({ config, key: 'second-instance' })
  })

  afterAll(async () => {
    await b?.destroy()
    await a?.destroy()
  })

  it('runs on one instance while the other, asking at the same moment, skips it', async () => {
    let running = 0
    let most = 0
    let runs = 0
    const work = async () => {
      running++
      runs++
      most = Math.max(most, running)
      await new Promise((resolve) => setTimeout(resolve, 300))
      running--
    }
    const results = await Promise.all([
      oneInstanceAtATime(a, 'test-job', work),
      oneInstanceAtATime(b, 'test-job', work),
    ])
    expect(results.filter(Boolean)).toHaveLength(1)
    expect(runs).toBe(1)
    expect(most).toBe(1)
    // Once it is done, the next minute's run goes ahead on either.
    expect(await oneInstanceAtATime(b, 'test-job', work)).toBe(true)
    expect(runs).toBe(2)
  })

  it('lets two different jobs run at once', async () => {
    const both = await Promise.all([
      oneInstanceAtATime(a, 'job-one', () => new Promise((resolve) => setTimeout(resolve, 200))),
      oneInstanceAtATime(b, 'job-two', () => new Promise((resolve) => setTimeout(resolve, 200))),
    ])
    expect(both).toEqual([true, true])
  })
})
