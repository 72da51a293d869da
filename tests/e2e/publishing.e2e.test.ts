import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startSecondServer, type SecondServer } from './helpers/secondServer'
import { adminApi } from './helpers/site'

type Api = Awaited<ReturnType<typeof adminApi>>
type Answer = { status: number; body: string; cache: string | null; age: string | null }

/**
 * What an editor's change reaches on the public site, as a visitor sees it: each prerendered page
 * carries the tags of what it read (revalidation/cacheTags), and a change expires only those. So a
 * change shows on the very next request wherever it is drawn, and a page that does not draw it is
 * still served from the cache (Next's `x-nextjs-cache: HIT`). A server of its own: the suite changes
 * the demo's menu, form, photos and articles, which other suites check as seeded.
 */
describe('publishing: what a change redraws, and what it leaves cached', () => {
  let site: SecondServer
  let api: Api

  const get = async (path: string): Promise<Answer> => {
    const res = await fetch(site.baseUrl + path, { redirect: 'manual' })
    return {
      status: res.status,
      body: await res.text(),
      cache: res.headers.get('x-nextjs-cache'),
      age: res.headers.get('age'),
    }
  }
  /** Visits each address twice, so that each is in the cache before the change. */
  const warm = async (...paths: string[]) => {
    for (const path of paths) for (let i = 0; i < 2; i++) await get(path)
  }
  const send = async (method: string, path: string, data: unknown) => {
    const res = await api(path, { method, body: JSON.stringify(data) })
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
    return ((await res.json()) as { doc: Record<string, unknown> & { id: number } }).doc
  }
  const find = async <T>(path: string) => ((await (await api(path)).json()) as { docs: T[] }).docs

  beforeAll(async () => {
    site = await startSecondServer()
    api = await adminApi(site.baseUrl, site.adminEmail, site.adminPassword)
  }, 400_000)
  afterAll(() => site?.stop())

  it('keeps a page served from the cache while nothing it draws changes', async () => {
    await warm('/contacto/')
    expect((await get('/contacto/')).cache).toBe('HIT')
  })

  it('answers a visitor from the server’s memory within the second (Age), and a signed-in editor never', async () => {
    await warm('/contacto/')
    const visitor = await get('/contacto/')
    expect(visitor.age).toBe('0')
    // Signed in through the admin, as a browser is: the session's cookie.
    const login = await fetch(`${site.baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: site.adminEmail, password: site.adminPassword }),
    })
    const { token } = (await login.json()) as { token: string }
    const editor = await fetch(`${site.baseUrl}/contacto/`, { headers: { cookie: `payload-token=${token}` } })
    expect(editor.status).toBe(200)
    expect(editor.headers.get('age')).toBeNull()
  })

  it('shows a new article at once at its address (a 404 before), on the blog, its category, the feeds, the sitemap and the front page, and leaves /contacto/ cached', async () => {
    const [consejos] = await find<{ id: number }>('/api/categories?where[slug][equals]=consejos&depth=0')
    const paths = [
      '/',
      '/blog/',
      '/category/consejos/',
      '/feed/',
      '/sitemap.xml',
      '/nuevo-en-el-estudio/',
      '/contacto/',
    ]
    await warm(...paths)
    expect((await get('/nuevo-en-el-estudio/')).status).toBe(404)

    const post = await send('POST', '/api/posts', {
      title: 'Nuevo en el estudio: fondos de color',
      slug: 'nuevo-en-el-estudio',
      categories: [consejos!.id],
      publishedAt: new Date().toISOString(),
      _status: 'published',
    })

    const article = await get('/nuevo-en-el-estudio/')
    expect(article.status).toBe(200)
    expect(article.body).toContain('Nuevo en el estudio: fondos de color')
    for (const path of ['/', '/blog/', '/category/consejos/', '/feed/'])
      expect((await get(path)).body, path).toContain('Nuevo en el estudio: fondos de color')
    expect((await get('/sitemap.xml')).body).toContain('/nuevo-en-el-estudio/')
    expect((await get('/contacto/')).cache).toBe('HIT')

    // A new title reaches its page and the lists; withdrawn, it leaves them and its address is not found.
    await send('PATCH', `/api/posts/${post.id}`, { title: 'Fondos de color: lo nuevo del estudio' })
    expect((await get('/nuevo-en-el-estudio/')).body).toContain('Fondos de color: lo nuevo del estudio')
    expect((await get('/blog/')).body).toContain('Fondos de color: lo nuevo del estudio')
    expect((await get('/blog/')).body).not.toContain('Nuevo en el estudio: fondos de color')

    await send('PATCH', `/api/posts/${post.id}`, { _status: 'draft' })
    expect((await get('/nuevo-en-el-estudio/')).status).toBe(404)
    for (const path of ['/', '/blog/', '/category/consejos/', '/feed/'])
      expect((await get(path)).body, path).not.toContain('Fondos de color')
    expect((await get('/contacto/')).cache).toBe('HIT')
  })

  it('shows an approved comment’s new text on its article and the comment feeds, and leaves the blog cached', async () => {
    const [comment] = await find<{ id: number; post: number }>(
      '/api/comments?where[status][equals]=approved&where[parent][exists]=false&sort=-date&limit=1&depth=0',
    )
    const [post] = await find<{ slug: string }>(`/api/posts?where[id][equals]=${comment!.post}&depth=0`)
    const article = `/${post!.slug}/`
    await warm(article, `${article}feed/`, '/comments/feed/', '/blog/')

    await send('PATCH', `/api/comments/${comment!.id}`, { content: 'Volveremos en primavera con toda la familia.' })
    for (const path of [article, `${article}feed/`, '/comments/feed/'])
      expect((await get(path)).body, path).toContain('Volveremos en primavera con toda la familia.')
    expect((await get('/blog/')).cache).toBe('HIT')
  })

  it('moves the menu’s link on every page when a page in the menu moves, and not when only its text changes', async () => {
    const header = (await (await api('/api/globals/header?depth=0')).json()) as {
      items: { label: string; type: string; reference?: { relationTo: string; value: number } }[]
    }
    const item = header.items.find(
      (i) => i.type === 'reference' && i.reference?.relationTo === 'pages' && i.label !== 'Inicio',
    )!
    const [page] = await find<{ id: number; path: string; slug: string }>(
      `/api/pages?where[id][equals]=${item.reference!.value}&depth=0`,
    )
    const elsewhere = page!.path === 'contacto' ? '/blog/' : '/contacto/'
    await warm(elsewhere, '/blog/')
    expect((await get(elsewhere)).body).toContain(`href="/${page!.path}/"`)

    await send('PATCH', `/api/pages/${page!.id}`, { meta: { description: 'Otra descripción para buscadores.' } })
    expect((await get(elsewhere)).cache).toBe('HIT')

    await send('PATCH', `/api/pages/${page!.id}`, { slug: `${page!.slug}-estudio` })
    const moved = (await get(elsewhere)).body
    expect(moved).toContain(`href="/${page!.path}-estudio/"`)
    expect(moved).not.toContain(`href="/${page!.path}/"`)
    await send('PATCH', `/api/pages/${page!.id}`, { slug: page!.slug })
    expect((await get(elsewhere)).body).toContain(`href="/${page!.path}/"`)
  })

  it('redraws the page that places a form when the form changes, and no other', async () => {
    const [form] = await find<{ id: number; template: string }>('/api/forms?limit=1&sort=id&depth=0')
    await warm('/contacto/', '/blog/')
    expect((await get('/contacto/')).body).toContain('Enviar')

    await send('PATCH', `/api/forms/${form!.id}`, {
      template: form!.template.replace('[submit "Enviar"]', '[submit "Pedir presupuesto"]'),
    })
    expect((await get('/contacto/')).body).toContain('Pedir presupuesto')
    expect((await get('/blog/')).cache).toBe('HIT')
  })

  it('shows a category’s new name on its articles and its archive, and leaves /contacto/ cached', async () => {
    const [category] = await find<{ id: number; name: string }>('/api/categories?where[slug][equals]=book&depth=0')
    const [post] = await find<{ slug: string }>(`/api/posts?where[categories][in]=${category!.id}&limit=1&depth=0`)
    await warm(`/${post!.slug}/`, '/category/book/', '/contacto/')

    await send('PATCH', `/api/categories/${category!.id}`, { name: 'Books para agencias' })
    expect((await get(`/${post!.slug}/`)).body).toContain('Books para agencias')
    expect((await get('/category/book/')).body).toContain('Books para agencias')
    expect((await get('/contacto/')).cache).toBe('HIT')
  })

  it('shows a photo’s new alternative text wherever the photo is drawn', async () => {
    const answer = await get('/sesiones-de-fotos/')
    const filename = /<img[^>]+src="\/wp-content\/uploads\/\d{4}\/\d{2}\/([a-z0-9-]+?)-\d+x\d+\.webp"/.exec(
      answer.body,
    )?.[1]
    expect(filename, 'a photo on /sesiones-de-fotos/').toBeTruthy()
    const [media] = await find<{ id: number }>(
      `/api/media?where[filename][like]=${encodeURIComponent(filename!)}&limit=1&depth=0`,
    )
    await warm('/sesiones-de-fotos/')

    await send('PATCH', `/api/media/${media!.id}`, { alt: 'Retrato de estudio con fondo gris y luz lateral' })
    expect((await get('/sesiones-de-fotos/')).body).toContain('Retrato de estudio con fondo gris y luz lateral')
  })
})
