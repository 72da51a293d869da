import { describe, expect, it } from 'vitest'

import { findPaymentBlock } from '@/payments/core/findPaymentBlock'

const button = (id: string, change: Record<string, unknown> = {}) => ({
  blockType: 'paymentButton',
  id,
  provider: 'stripe',
  concept: 'Señal',
  amount: 50,
  ...change,
})

describe('findPaymentBlock and the pages a button links to', () => {
  // Page A as findCheckoutTarget reads it (depth 2): its button's success and cancel pages come
  // populated, each with its own layout and buttons (page B, maybe a draft).
  const pageB = {
    id: 8,
    title: 'Reserva completa',
    _status: 'draft',
    layout: [{ blockType: 'section', id: 'sb', blocks: [button('on-b', { amount: 1 })] }],
  }
  const layoutA = [
    {
      blockType: 'section',
      id: 'sa',
      blocks: [button('on-a', { successPage: pageB, cancelPage: { ...pageB, id: 9 } })],
    },
    { blockType: 'tabs', id: 't1', items: [{ id: 'tab1', blocks: [button('in-tab')] }] },
  ]

  it('finds the page’s own buttons, in sections and tabs', () => {
    expect(findPaymentBlock(layoutA, 'on-a')?.successPage).toBe(pageB)
    expect(findPaymentBlock(layoutA, 'in-tab')?.id).toBe('in-tab')
  })
  it('does not find a button that lives inside a populated success or cancel page', () => {
    expect(findPaymentBlock(layoutA, 'on-b')).toBeNull()
  })
  it('does not find one inside a page a plain button links to', () => {
    expect(
      findPaymentBlock([{ blockType: 'button', id: 'b1', link: { relationTo: 'pages', value: pageB } }], 'on-b'),
    ).toBeNull()
  })
})
