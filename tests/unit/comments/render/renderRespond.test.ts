import { describe, expect, it } from 'vitest'

import { RESPOND_MARKERS, type RespondState, renderRespond } from '@/comments/render'
import { decodeHtmlEntities } from '@/lib/html/decodeHtmlEntities'

import { classes, parse, text } from './dom'

const BASE: RespondState = {
  postId: 12,
  permalink: '/retratos-de-familia/',
  privacy: { controller: 'Revela Estudio Fotográfico, S.L.', privacyUrl: '/politica-de-privacidad/' },
}
const render = (state: Partial<RespondState> = {}) => parse(renderRespond({ ...BASE, ...state }))

describe('renderRespond', () => {
  it('draws WordPress’s form between the respond markers', () => {
    const html = renderRespond(BASE)
    expect(html.startsWith(RESPOND_MARKERS[0] + '<div id="respond" class="comment-respond">')).toBe(true)
    expect(html.endsWith('</div>' + RESPOND_MARKERS[1])).toBe(true)
    const form = parse(html).byId('commentform')
    expect(form.attribs).toMatchObject({ action: '/wp-comments-post.php', method: 'post', class: 'comment-form' })
    // The browser's own checks stay on: a visitor hears of an empty field at once.
    expect(form.attribs).not.toHaveProperty('novalidate')
  })

  it('carries the CAPTCHA’s token field and, for visitors without JavaScript, the word to type, only when asked', () => {
    const html = renderRespond({ ...BASE, captcha: true })
    expect(html).toContain('<input type="hidden" name="comment_captcha_response" value="">')
    // The word comes from a frame that issues a new one on each load, named for this article's form.
    expect(html).toMatch(
      new RegExp(
        `<noscript>.*<iframe src="/wpcf7-nojs/challenge\\?form=comment-${BASE.postId}" title="Palabra que hay que escribir".*<input type="text" name="comment_nojs_check" required.*</noscript>`,
      ),
    )
    expect(html).not.toContain('luz')
    expect(renderRespond(BASE)).not.toContain('comment_captcha_response')
  })

  it('has WordPress’s fields, names and ids in WordPress’s order', () => {
    const dom = render()
    expect(dom.controls().map((c) => c.attribs.name)).toEqual([
      'comment',
      'author',
      'email',
      'url',
      'wp-comment-cookies-consent',
      'submit',
      'comment_post_ID',
      'comment_parent',
      'ak_hp_textarea',
      'ak_js',
    ])
    expect(dom.byId('comment')).toMatchObject({ name: 'textarea', attribs: { maxlength: '65525', required: '' } })
    expect(dom.byId('author').attribs).toMatchObject({
      type: 'text',
      maxlength: '245',
      autocomplete: 'name',
      required: '',
    })
    expect(dom.byId('email').attribs).toMatchObject({
      type: 'email',
      maxlength: '100',
      autocomplete: 'email',
      'aria-describedby': 'email-notes',
      required: '',
    })
    expect(dom.byId('url').attribs).toMatchObject({ type: 'url', maxlength: '200', autocomplete: 'url' })
    expect(dom.byId('url').attribs).not.toHaveProperty('required')
    expect(dom.byId('wp-comment-cookies-consent').attribs).toMatchObject({ type: 'checkbox', value: 'yes' })
    expect(dom.byId('submit').attribs).toMatchObject({ type: 'submit', value: 'Publicar el comentario' })
    expect(dom.byId('comment_post_ID').attribs).toMatchObject({ type: 'hidden', value: '12' })
    expect(dom.byId('comment_parent').attribs).toMatchObject({ type: 'hidden', value: '0' })
    expect(text(dom.byId('email-notes'))).toBe('Tu dirección de correo electrónico no será publicada.')
    for (const id of ['comment', 'author', 'email', 'url', 'wp-comment-cookies-consent']) {
      expect(dom.all((e) => e.name === 'label' && e.attribs.for === id)).toHaveLength(1)
    }
  })

  it('hides the cancel link and keeps the heading’s text first, unless the page answers a reply', () => {
    const title = render().byId('reply-title')
    expect(title.children[0]).toMatchObject({ type: 'text', data: 'Deja una respuesta ' })
    expect(render().byId('cancel-comment-reply-link').attribs).toMatchObject({
      href: '/retratos-de-familia/#respond',
      style: 'display:none;',
      rel: 'nofollow',
    })

    const reply = render({ parent: 7, replyTo: 'Responder a <Ana>' })
    expect(reply.byId('reply-title').children[0]).toMatchObject({ type: 'text', data: 'Responder a <Ana> ' })
    expect(reply.byId('cancel-comment-reply-link').attribs).not.toHaveProperty('style')
    expect(reply.byId('comment_parent').attribs.value).toBe('7')
  })

  it('refills what was typed, escaped so that nothing typed becomes markup', () => {
    const dom = render({
      values: {
        author: '"><script>alert(1)</script>',
        email: 'ana@example.com',
        url: 'https://ana.example/?a=1&b=2',
        comment: '</textarea><script>x</script>\nHola & adiós',
        consent: true,
      },
    })
    expect(dom.tags('script')).toHaveLength(0)
    expect(dom.byId('author').attribs.value).toBe('"><script>alert(1)</script>')
    expect(dom.byId('url').attribs.value).toBe('https://ana.example/?a=1&b=2')
    // htmlparser2 leaves a textarea's references undecoded; a browser decodes them.
    expect(decodeHtmlEntities(text(dom.byId('comment')))).toBe('</textarea><script>x</script>\nHola & adiós')
    expect(dom.byId('wp-comment-cookies-consent').attribs).toHaveProperty('checked')
    expect(render().byId('wp-comment-cookies-consent').attribs).not.toHaveProperty('checked')
  })

  it('marks each field at fault, describes it by its message and focuses the first one in the form', () => {
    const dom = render({
      errors: [
        { field: 'email', message: 'Por favor, introduce una dirección de correo electrónico válida.' },
        { field: 'comment', message: 'Por favor, escribe un comentario.' },
      ],
    })
    const email = dom.byId('email')
    expect(email.attribs).toMatchObject({ 'aria-invalid': 'true', 'aria-describedby': 'email-notes email-error' })
    expect(text(dom.byId('email-error'))).toBe('Por favor, introduce una dirección de correo electrónico válida.')
    expect(dom.byId('comment').attribs).toMatchObject({ 'aria-invalid': 'true', 'aria-describedby': 'comment-error' })
    expect(dom.all((e) => 'autofocus' in e.attribs).map((e) => e.attribs.id)).toEqual(['comment'])
    expect(dom.byId('author').attribs).not.toHaveProperty('aria-invalid')
  })

  it('lists the problems at the top of the form, once each, linked to their fields', () => {
    const both = 'Por favor, rellena los campos obligatorios (nombre, correo electrónico).'
    const dom = render({
      errors: [
        { field: 'author', message: both },
        { field: 'email', message: both },
        { field: 'form', message: 'Comentario duplicado detectado; parece que ya has dicho eso.' },
      ],
    })
    const [summary] = dom.byClass('comment-form-errors')
    expect(summary!.attribs.role).toBe('alert')
    const items = dom.all(
      (e) => e.name === 'li' && e.parent === dom.all((u) => u.name === 'ul' && u.parent === summary)[0],
    )
    expect(items.map(text)).toEqual([both, 'Comentario duplicado detectado; parece que ya has dicho eso.'])
    expect(items[0]!.children[0]).toMatchObject({ name: 'a', attribs: { href: '#author' } })
    expect(summary!.attribs).not.toHaveProperty('autofocus')
  })

  it('focuses the summary when no field is at fault', () => {
    const dom = render({
      errors: [{ field: 'form', message: 'Estás publicando comentarios demasiado rápido. Tómatelo con calma.' }],
    })
    const [summary] = dom.byClass('comment-form-errors')
    expect(summary!.attribs).toMatchObject({ tabindex: '-1', autofocus: '' })
    expect(dom.controls().filter((c) => 'aria-invalid' in c.attribs)).toHaveLength(0)
    expect(render().byClass('comment-form-errors')).toHaveLength(0)
  })

  it('shows a neutral notice as a status message', () => {
    const [notice] = render({ notice: 'Gracias <b>' }).byClass('comment-form-notice')
    expect(notice!.attribs.role).toBe('status')
    expect(text(notice!)).toBe('Gracias <b>')
  })

  it('hides the honeypot from everyone and leaves ak_js for the collector to fill', () => {
    const dom = render()
    const [container] = dom.byClass('akismet-fields-container')
    expect(container!.attribs).toMatchObject({
      'data-prefix': 'ak_',
      'aria-hidden': 'true',
      style: 'display: none !important;',
    })
    const [honeypot] = dom.all((e) => e.attribs.name === 'ak_hp_textarea')
    expect(honeypot!.attribs).toMatchObject({ tabindex: '-1', maxlength: '100' })
    expect(dom.byId('ak_js_1').attribs).toMatchObject({ type: 'hidden', name: 'ak_js', value: '' })
    expect(dom.tags('script')).toHaveLength(0)
  })

  it('gives the first layer of the data-protection notice, linking to the policy', () => {
    const dom = render({ privacy: { controller: 'Estudio <Luz> & Sombra', privacyUrl: '/politica-de-privacidad/' } })
    const [privacy] = dom.byClass('comment-privacy')
    expect(text(privacy!)).toContain('Responsable: Estudio <Luz> & Sombra')
    expect(text(privacy!)).toContain('Finalidad: publicar y moderar tu comentario.')
    const link = dom.tags('a').find((a) => text(a) === 'política de privacidad')
    expect(link!.attribs.href).toBe('/politica-de-privacidad/')
    const hostile = render({ privacy: { controller: 'X', privacyUrl: 'javascript:alert(1)' } })
    expect(hostile.tags('a').find((a) => text(a) === 'política de privacidad')!.attribs.href).toBe('/')
    expect(classes(privacy!)).toEqual(['comment-privacy'])
  })
})
