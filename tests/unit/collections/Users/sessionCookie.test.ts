import { describe, expect, it, vi } from 'vitest'

/** The admin's session cookie as Payload builds it from the users' collection (security review, finding 8). */
describe('the session cookie', () => {
  const usersOn = async (siteUrl: string) => {
    vi.resetModules()
    vi.stubEnv('SITE_URL', siteUrl)
    vi.stubEnv('PAYLOAD_SECRET', 'session-cookie-test-secret-0123456789')
    const { Users } = await import('@/collections/Users')
    vi.unstubAllEnvs()
    return (Users.auth as { cookies: { secure?: boolean; sameSite?: unknown } }).cookies
  }

  it('is Secure on an https site, and SameSite=Lax', async () => {
    expect(await usersOn('https://estudio-revela.es')).toEqual({ secure: true, sameSite: 'Lax' })
  })

  it('is not Secure on http://localhost, where a Secure cookie would never come back', async () => {
    expect(await usersOn('http://localhost:3000')).toEqual({ secure: false, sameSite: 'Lax' })
  })
})
