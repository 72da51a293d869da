import { beforeEach, describe, expect, it } from 'vitest'

import { initCommentReply } from '@/comments/browser'

import { FakeDocument, type FakeElement } from './fakeDom'

/** WordPress's comment list and form, as the theme renders them. */
function page() {
  const doc = new FakeDocument()
  const replyLink = (id: string, name: string) =>
    doc.el(
      'a',
      {
        className: 'comment-reply-link',
        dataset: {
          belowelement: `div-comment-${id}`,
          commentid: id,
          respondelement: 'respond',
          postid: '7',
          replyto: `Responder a ${name}`,
        },
      },
      'Responder',
    )
  const links = { ana: replyLink('3', 'Ana'), luis: replyLink('5', 'Luis') }
  const cancel = doc.el('a', { id: 'cancel-comment-reply-link' }, 'Cancelar la respuesta')
  cancel.style.display = 'none'
  const hiddenAuthor = doc.el('input', { id: 'author', type: 'text' })
  hiddenAuthor.rendered = false
  const textarea = doc.el('textarea', { id: 'comment', type: 'textarea' })
  const form = doc.el(
    'form',
    { id: 'commentform' },
    doc.el('input', { type: 'hidden', id: 'ak_js' }),
    hiddenAuthor,
    textarea,
    doc.el('input', { type: 'hidden', id: 'comment_post_ID', value: '7' }),
    doc.el('input', { type: 'hidden', id: 'comment_parent', value: '0' }),
  )
  const respond = doc.el(
    'div',
    { id: 'respond' },
    doc.el('h3', { id: 'reply-title' }, 'Deja una respuesta ', doc.el('small', {}, cancel)),
    form,
  )
  const list = doc.el(
    'ol',
    {},
    doc.el('li', { id: 'comment-3' }, doc.el('div', { id: 'div-comment-3' }, 'Bonitas fotos', links.ana)),
    doc.el('li', { id: 'comment-5' }, doc.el('div', { id: 'div-comment-5' }, 'Gracias', links.luis)),
  )
  doc.body.append(doc.el('article', {}, list, respond))
  const field = (id: string) => doc.getElementById(id) as FakeElement
  return { doc, links, cancel, respond, form, textarea, list, field, title: () => field('reply-title').textContent }
}

describe('initCommentReply', () => {
  let p: ReturnType<typeof page>
  let handle: { stop(): void }
  beforeEach(() => {
    p = page()
    handle = initCommentReply(p.doc as unknown as Document)
  })

  it('moves the form under the comment and sets up the reply', () => {
    expect(p.doc.fire('click', p.links.ana)).toBe(true)
    expect(p.respond.parent?.id).toBe('comment-3')
    expect(p.field('div-comment-3').nextSibling).toBe(p.respond)
    expect(p.list.nextSibling).toBe(p.field('wp-temp-form-div'))
    expect(p.field('wp-temp-form-div').style.display).toBe('none')
    expect(p.field('comment_parent').value).toBe('3')
    expect(p.field('comment_post_ID').value).toBe('7')
    expect(p.title()).toBe('Responder a Ana Cancelar la respuesta')
    expect(p.cancel.style.display).toBe('')
    expect(p.doc.activeElement).toBe(p.textarea)
  })

  it('cancels back to the original place and heading', () => {
    p.doc.fire('click', p.links.ana)
    p.doc.fire('click', p.links.luis)
    expect(p.field('comment_parent').value).toBe('5')
    expect(p.doc.fire('click', p.cancel)).toBe(true)
    expect(p.respond.parent?.nodeName).toBe('ARTICLE')
    expect(p.list.nextSibling).toBe(p.respond)
    expect(p.doc.getElementById('wp-temp-form-div')).toBeNull()
    expect(p.field('comment_parent').value).toBe('0')
    expect(p.title()).toBe('Deja una respuesta Cancelar la respuesta')
    expect(p.cancel.style.display).toBe('none')
  })

  it('lets the browser follow links it should not handle', () => {
    expect(p.doc.fire('click', p.cancel)).toBe(false)
    expect(p.doc.fire('click', p.links.ana, { ctrlKey: true })).toBe(false)
    delete p.links.ana.dataset.postid
    expect(p.doc.fire('click', p.links.ana)).toBe(false)
    expect(p.field('comment_parent').value).toBe('0')
  })

  it('submits the form on Ctrl+Enter or Cmd+Enter inside it only', () => {
    expect(p.doc.fire('keydown', p.textarea, { key: 'Enter', metaKey: true })).toBe(true)
    p.doc.fire('keydown', p.textarea, { key: 'Enter', ctrlKey: true })
    p.doc.fire('keydown', p.textarea, { key: 'Enter' })
    p.doc.fire('keydown', p.links.ana, { key: 'Enter', ctrlKey: true })
    expect(p.form.submitted).toBe(2)
  })

  it('stop() removes the listeners and puts a moved form back', () => {
    p.doc.fire('click', p.links.ana)
    handle.stop()
    expect(p.list.nextSibling).toBe(p.respond)
    expect(p.doc.fire('click', p.links.ana)).toBe(false)
    p.doc.fire('keydown', p.textarea, { key: 'Enter', ctrlKey: true })
    expect(p.form.submitted).toBe(0)
  })
})
