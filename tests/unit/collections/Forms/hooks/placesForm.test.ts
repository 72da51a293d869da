import { describe, expect, it } from 'vitest'

import { placesForm } from '@/collections/Forms/hooks/revalidateFormPages'

describe('placesForm', () => {
  const layout = [
    { blockType: 'heading', text: 'Escríbenos' },
    {
      blockType: 'section',
      blocks: [{ blockType: 'columns', columns: [{ blocks: [{ blockType: 'contactForm', form: 7 }] }] }],
    },
  ]
  it('finds a form block however deep it sits, by id or populated', () => {
    expect(placesForm(layout, 7)).toBe(true)
    expect(placesForm([{ blockType: 'contactForm', form: { id: 3, title: 'x' } }], 3)).toBe(true)
  })
  it('ignores other forms and other blocks', () => {
    expect(placesForm(layout, 8)).toBe(false)
    expect(placesForm([{ blockType: 'button', form: 7 }], 7)).toBe(false)
    expect(placesForm(null, 7)).toBe(false)
  })
})
