import http from 'node:http'

import { describe, expect, inject, it } from 'vitest'

const base = inject('baseUrl')
const get = (path: string, init?: RequestInit) => fetch(base + path, { redirect: 'manual', ...init })

const ARTICLE = '/sesiones-de-fotos-el-precio-del-profesional/'

describe('WordPress addresses keep working', () => {
  it('sends /?p={id} to the article with a 301', async () => {
    const res = await get('/?p=1965')
    expect(res.status).toBe(301)
    expect(new URL(res.headers.get('location')!, base).pathname).toBe(ARTICLE)
  })

  it('sends /?page_id={id} to the page with a 301', async () => {
    const res = await get('/?page_id=40')
    expect(res.status).toBe(301)
    expect(new URL(res.headers.get('location')!, base).pathname).toBe('/contacto/')
  })

  it('answers an unknown id with the 404 page', async () => {
    const res = await get('/?p=987654')
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('Página no encontrada')
  })

  it('adds the trailing slash with a 301, keeping the query', async () => {
    const res = await get('/contacto?utm_source=tarjeta')
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toMatch(/\/contacto\/\?utm_source=tarjeta$/)
    const nested = await get('/sesiones-de-fotos/retrato')
    expect(new URL(nested.headers.get('location')!, base).pathname).toBe('/sesiones-de-fotos/retrato/')
  })

  it('serves nested pages, the blog and categories', async () => {
    for (const path of [
      '/',
      '/sesiones-de-fotos/',
      '/sesiones-de-fotos/retrato/',
      '/blog/',
      '/category/consejos/',
      ARTICLE,
    ]) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
    }
  })

  it('sends the front page slug to /', async () => {
    const res = await get('/inicio/')
    expect(res.status).toBe(301)
    expect(new URL(res.headers.get('location')!, base).pathname).toBe('/')
  })

  it('answers unknown addresses with status 404', async () => {
    // What the visitor sees on that page is checked in the browser (layout.e2e.test.ts).
    expect((await get('/esta-pagina-no-existe/')).status).toBe(404)
    expect((await get('/sesiones-de-fotos/no-existe/')).status).toBe(404)
    expect((await get('/blog/page/99/')).status).toBe(404)
    expect((await get('/category/no-existe/')).status).toBe(404)
  })

  it('serves uploads at their /wp-content/uploads/YYYY/MM/ address', async () => {
    const html = await (await get(ARTICLE)).text()
    const src = html.match(/\/wp-content\/uploads\/\d{4}\/\d{2}\/[\w.-]+\.webp/)![0]
    const res = await get(src)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect((await get('/wp-content/uploads/2024/05/..%2F..%2Fpayload-secret')).status).toBe(404)
  })
})

describe('feeds and machine-readable files', () => {
  it('has an RSS 2.0 feed with the article', async () => {
    const res = await get('/feed/')
    expect(res.headers.get('content-type')).toContain('application/rss+xml')
    const xml = await res.text()
    expect(xml).toContain('<rss version="2.0"')
    expect(xml).toContain('Sesiones de fotos: el precio del profesional')
    expect(xml).toContain(`${base}${ARTICLE}`)
  })

  it('has a sitemap and robots.txt', async () => {
    const sitemap = await (await get('/sitemap.xml')).text()
    expect(sitemap).toContain(`${base}${ARTICLE}`)
    expect(sitemap).toContain(`${base}/sesiones-de-fotos/retrato/`)
    const robots = await (await get('/robots.txt')).text()
    expect(robots).toContain(`Sitemap: ${base}/sitemap.xml`)
  })

  it('has the REST index and the AJAX endpoint as WordPress answers them', async () => {
    const index = await get('/wp-json/')
    expect(index.status).toBe(200)
    const json = await index.json()
    expect(Array.isArray(json.namespaces)).toBe(true)
    expect(json.name).toBe('Revela Estudio')
    const ajax = await get('/wp-admin/admin-ajax.php', {
      method: 'POST',
      body: new URLSearchParams({ action: 'nada' }),
    })
    expect(ajax.status).toBe(400)
    expect(await ajax.text()).toBe('0')
  })
})

describe('Contact Form 7 REST API', () => {
  const root = '/wp-json/contact-form-7/v1/contact-forms'

  it('serves the validation schema of the studio form', async () => {
    const res = await get(`${root}/1/feedback/schema`)
    expect(res.status).toBe(200)
    const schema = await res.json()
    expect(schema.version).toBe('Contact Form 7 SWV Schema 2024-10')
    expect(schema.locale).toBe('es_ES')
    expect(schema.rules).toContainEqual(expect.objectContaining({ rule: 'required', field: 'your-name' }))
    expect(schema.rules).toContainEqual(expect.objectContaining({ rule: 'email', field: 'your-email' }))
  })

  it('answers an unknown form with the WordPress 404 error', async () => {
    // An id that no form has, and one that is not a number (WordPress's route pattern is digits).
    for (const [id, code] of [
      ['999999', 'wpcf7_not_found'],
      ['abc', 'rest_no_route'],
    ]) {
      const res = await get(`${root}/${id}/feedback/schema`)
      expect(res.status).toBe(404)
      expect(await res.json()).toMatchObject({ code, data: { status: 404 } })
    }
    const index = await (await get('/wp-json/')).json()
    expect(index.namespaces).toContain('contact-form-7/v1')
  })
})

describe('headers', () => {
  it.each(['/', ARTICLE, '/wp-json/', '/admin/login', '/esta-pagina-no-existe/'])(
    'sends security headers on %s',
    async (path) => {
      const res = await get(path)
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
      expect(res.headers.get('content-security-policy')).toContain("object-src 'none'")
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(res.headers.get('permissions-policy')).toContain('camera=()')
      expect(res.headers.get('x-powered-by')).toBeNull()
    },
  )

  it('asks for the colour-scheme hint only in the admin, so a first visit is not restarted', async () => {
    // `Critical-CH` makes Chromium request the page a second time (one more round trip before
    // anything shows); the admin draws its dark theme from the hint, the site does not use it.
    for (const path of ['/', ARTICLE, '/wp-content/uploads/2022/02/estudio-plato-960x640.avif']) {
      const res = await get(path)
      expect(res.headers.get('critical-ch'), path).toBeNull()
      expect(res.headers.get('accept-ch'), path).toBeNull()
      expect(res.headers.get('vary') ?? '', path).not.toMatch(/Sec-CH-/i)
    }
    const admin = await get('/admin/login')
    expect(admin.headers.get('critical-ch')).toBe('Sec-CH-Prefers-Color-Scheme')
  })

  it('serves published pages prerendered, with validators a cache can use', async () => {
    // A page no other test publishes, so that its cached copy stays the same between requests. An
    // earlier suite's change to the site's settings or menu re-renders every page on its next
    // request: that one renders it, the next is served from the cache.
    await (await get('/sobre-nosotros/')).arrayBuffer()
    const first = await get('/sobre-nosotros/')
    expect(first.headers.get('x-nextjs-cache')).toBe('HIT')
    expect(first.headers.get('cache-control')).toMatch(/s-maxage=\d+/)
    const etag = first.headers.get('etag')
    expect(etag).toBeTruthy()
    // node:http, not fetch: a browser's or a proxy's conditional request, sent as they send it
    // (undici's fetch was seen to get a 200 where curl, nginx and browsers get the 304).
    const status = await new Promise<number>((resolve, reject) =>
      http
        .get(`${base}/sobre-nosotros/`, { headers: { 'If-None-Match': etag! } }, (res) => {
          res.resume()
          resolve(res.statusCode ?? 0)
        })
        .on('error', reject),
    )
    expect(status, `ETag ${etag}`).toBe(304)
  })
})
