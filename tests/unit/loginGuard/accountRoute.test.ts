import { describe, expect, it } from 'vitest'

import { accountRoute } from '@/loginGuard/core/accountRoute'

/** A path's segments as Next decodes them for the `[...slug]` route. */
const segments = (path: string) =>
  path
    .replace(/^\/api\//, '')
    .split('/')
    .map((s) => decodeURIComponent(s))

describe('accountRoute', () => {
  it('knows the login however its path is written: encoded, doubled or trailing slashes, any case', () => {
    for (const path of [
      '/api/users/login',
      '/api/users/%6cogin',
      '/api/%75sers/login',
      '/api/users//login',
      '/api/users/login/',
      '/api/Users/LOGIN',
      '/api//users/login',
    ])
      expect(accountRoute(segments(path)), path).toBe('login')
    expect(accountRoute(segments('/api/users/forgot-password'))).toBe('forgot-password')
    expect(accountRoute(segments('/api/users/%66orgot-password/'))).toBe('forgot-password')
    expect(accountRoute(segments('/api/users/first-register'))).toBe('first-register')
  })

  it('takes nothing else for an account route', () => {
    for (const path of [
      '/api/users',
      '/api/users/me',
      '/api/users/logout',
      '/api/users/reset-password',
      '/api/posts/login',
      '/api/users/login/x',
      '/api/users%2Flogin',
    ])
      expect(accountRoute(segments(path)), path).toBeNull()
  })
})
