import type { SiteMap } from './targets'

/**
 * Learns what the fuzzer needs from the site as a visitor would: the sitemap's addresses, a form's
 * id, an article that takes comments, an uploaded photo. Throws with a plain message when the site
 * lacks one (the demo has them all).
 */
export async function discoverSite(baseUrl: string): Promise<SiteMap> {
  const sitemap = await text(baseUrl, '/sitemap.xml')
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  if (pages.length === 0) throw new Error('El mapa del sitio (/sitemap.xml) no tiene direcciones.')
  let post: { id: number; path: string } | undefined
  let formId: number | undefined
  let upload: string | undefined
  for (const path of pages) {
    if (post && formId && upload) break
    const html = await text(baseUrl, path)
    const postId = /name="comment_post_ID" value="(\d+)"/.exec(html)
    if (!post && postId) post = { id: Number(postId[1]), path }
    const form = /name="_wpcf7" value="(\d+)"/.exec(html)
    if (!formId && form) formId = Number(form[1])
    const image = /(\/(?:wp-content\/uploads|api\/media\/file)\/[^"'\s?,]+\.(?:jpe?g|webp|png|avif))/.exec(html)
    if (!upload && image) upload = image[1]
  }
  if (!post) throw new Error('Ninguna página del mapa del sitio tiene un formulario de comentarios.')
  if (!formId) throw new Error('Ninguna página del mapa del sitio tiene un formulario de contacto.')
  if (!upload) throw new Error('Ninguna página del mapa del sitio muestra una foto subida.')
  const name = upload.split('/').pop()!
  const mediaFile = upload.startsWith('/api/') ? upload : `/api/media/file/${name}`
  return {
    pages,
    formId,
    postId: post.id,
    postPath: post.path,
    uploadPath: upload.startsWith('/api/') ? `/wp-content/uploads/${name}` : upload,
    mediaFile,
  }
}

async function text(baseUrl: string, path: string): Promise<string> {
  const response = await fetch(new URL(path, baseUrl))
  if (!response.ok) throw new Error(`${path} respondió ${response.status}.`)
  return response.text()
}
