import { describe, expect, it } from 'vitest'

import { IDLE, readReplyLink, replyReducer, replyTitle, replyView, type ReplyTarget } from '@/comments/browser'

const target = (commentId: string, replyTo = `Responder a ${commentId}`): ReplyTarget => ({
  belowId: `div-comment-${commentId}`,
  commentId,
  respondId: 'respond',
  postId: '7',
  replyTo,
})

describe('replyReducer', () => {
  it('replies: remembers the heading it replaces and shows the link’s text', () => {
    const state = replyReducer(IDLE, { type: 'reply', target: target('3'), currentTitle: 'Deja una respuesta ' })
    expect(state).toEqual({
      mode: 'replying',
      target: target('3'),
      title: 'Responder a 3 ',
      originalTitle: 'Deja una respuesta ',
    })
    expect(replyView(IDLE, state)).toEqual({ parent: '3', title: 'Responder a 3 ', cancelVisible: true })
  })

  it('replying to another comment keeps the original heading for the cancel', () => {
    const first = replyReducer(IDLE, { type: 'reply', target: target('3'), currentTitle: 'Deja una respuesta' })
    const second = replyReducer(first, { type: 'reply', target: target('5', ''), currentTitle: 'Responder a 3' })
    expect(second).toMatchObject({ title: 'Deja una respuesta', originalTitle: 'Deja una respuesta' })
    const idle = replyReducer(second, { type: 'cancel' })
    expect(idle).toBe(IDLE)
    expect(replyView(second, idle)).toEqual({ parent: '0', title: 'Deja una respuesta', cancelVisible: false })
  })

  it('leaves a heading that does not start with text alone', () => {
    const state = replyReducer(IDLE, { type: 'reply', target: target('3'), currentTitle: null })
    expect(replyView(IDLE, state).title).toBeNull()
    expect(replyView(state, replyReducer(state, { type: 'cancel' })).title).toBeNull()
  })

  it('cancelling when idle changes nothing', () => {
    expect(replyReducer(IDLE, { type: 'cancel' })).toBe(IDLE)
    expect(replyView(IDLE, IDLE)).toEqual({ parent: '0', title: null, cancelVisible: false })
  })
})

describe('replyTitle', () => {
  it.each([
    ['Responder a Ana', 'Deja una respuesta ', 'Responder a Ana '],
    ['Responder a Ana', 'Deja una respuesta', 'Responder a Ana'],
    ['Responder a Ana  ', 'Deja una respuesta\n', 'Responder a Ana\n'],
    ['', 'Deja una respuesta ', 'Deja una respuesta '],
  ])('%j over %j → %j', (replyTo, original, expected) => {
    expect(replyTitle(replyTo, original)).toBe(expected)
  })
})

describe('readReplyLink', () => {
  const data = {
    belowelement: 'div-comment-3',
    commentid: '3',
    respondelement: 'respond',
    postid: '7',
    replyto: 'Responder a Ana',
  }

  it('reads the data attributes', () => {
    expect(readReplyLink(data)).toEqual({
      belowId: 'div-comment-3',
      commentId: '3',
      respondId: 'respond',
      postId: '7',
      replyTo: 'Responder a Ana',
    })
  })

  it('allows a missing replyto', () => {
    expect(readReplyLink({ ...data, replyto: undefined })?.replyTo).toBe('')
  })

  it.each(['belowelement', 'commentid', 'respondelement', 'postid'])('ignores a link without %s', (key) => {
    expect(readReplyLink({ ...data, [key]: '' })).toBeNull()
  })
})
