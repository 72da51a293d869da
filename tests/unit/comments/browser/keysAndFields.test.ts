import { describe, expect, it } from 'vitest'

import { isFocusableField, isPlainClick, isSubmitShortcut } from '@/comments/browser'

describe('isSubmitShortcut', () => {
  const press = { key: 'Enter', ctrlKey: true, metaKey: false, targetTag: 'TEXTAREA' }
  it.each([
    ['Ctrl+Enter', {}, true],
    ['Cmd+Enter', { ctrlKey: false, metaKey: true }, true],
    ['Enter alone', { ctrlKey: false }, false],
    ['Ctrl+another key', { key: 'a' }, false],
    ['on a link', { targetTag: 'a' }, false],
    ['held down', { repeat: true }, false],
    ['while composing', { isComposing: true }, false],
    ['in an input', { targetTag: 'input' }, true],
  ])('%s → %s', (_, change, expected) => {
    expect(isSubmitShortcut({ ...press, ...change })).toBe(expected)
  })
})

describe('isPlainClick', () => {
  const click = { button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, defaultPrevented: false }
  it.each([
    ['a plain click', {}, true],
    ['a middle click', { button: 1 }, false],
    ['Ctrl-click', { ctrlKey: true }, false],
    ['Cmd-click', { metaKey: true }, false],
    ['Shift-click', { shiftKey: true }, false],
    ['Alt-click', { altKey: true }, false],
    ['a click already handled', { defaultPrevented: true }, false],
  ])('%s → %s', (_, change, expected) => {
    expect(isPlainClick({ ...click, ...change })).toBe(expected)
  })
})

describe('isFocusableField', () => {
  const field = { type: 'text', disabled: false, rendered: true, invisible: false }
  it.each([
    ['a visible text field', {}, true],
    ['a textarea', { type: 'textarea' }, true],
    ['a hidden input', { type: 'hidden' }, false],
    ['a fieldset', { type: 'fieldset' }, false],
    ['a disabled field', { disabled: true }, false],
    ['a field without a box', { rendered: false }, false],
    ['a field with visibility: hidden', { invisible: true }, false],
  ])('%s → %s', (_, change, expected) => {
    expect(isFocusableField({ ...field, ...change })).toBe(expected)
  })
})
