import { describe, expect, it } from 'vitest'

import { isLoopViewRequest } from '@/blocks/PostsLoop/core/loopRoutes'

const asks = (method: string, path: string, query: string) =>
  isLoopViewRequest(method, path, new URLSearchParams(query))

describe('isLoopViewRequest', () => {
  it.each([
    ['GET', '/', 'e-page-abc=2'],
    ['HEAD', '/', 'e-page-abc=2'],
    ['GET', '/', 'e-filter-abc-category=consejos'],
    ['GET', '/sesiones-de-fotos/retrato/', 'utm_source=x&e-page-6650f2a3b5e4c1d2e3f4a5b6=3'],
    ['GET', '/', 'e-page-abc=dos'],
  ])('sends %s %s?%s to the loop view', (method, path, query) => {
    expect(asks(method, path, query)).toBe(true)
  })

  it.each([
    ['POST', '/', 'e-page-abc=2'],
    ['GET', '/', ''],
    ['GET', '/', 'page=2'],
    ['GET', '/', 'e-page=2'],
    ['GET', '/', 'e-filter-abc-tag=x'],
    ['GET', '/contacto', 'e-page-abc=2'],
    ['GET', '/blog/', 'e-page-abc=2'],
    ['GET', '/category/consejos/', 'e-page-abc=2'],
    ['GET', '/admin/', 'e-page-abc=2'],
    ['GET', '/wp-loop-view/', 'e-page-abc=2'],
  ])('leaves %s %s?%s alone', (method, path, query) => {
    expect(asks(method, path, query)).toBe(false)
  })
})
