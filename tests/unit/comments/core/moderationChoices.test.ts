import { describe, expect, it } from 'vitest'

import { canReplyTo, MODERATION_CHOICES } from '@/comments/core/moderationChoices'
import { COMMENT_STATUSES } from '@/comments/core'

describe('MODERATION_CHOICES', () => {
  it.each([
    ['pending', ['Aprobar→approved', 'Spam→spam', 'Papelera→trash']],
    ['approved', ['Rechazar→pending', 'Spam→spam', 'Papelera→trash']],
    ['spam', ['No es spam→approved', 'Papelera→trash']],
    ['trash', ['Restaurar→pending']],
  ] as const)('a %s comment offers WordPress’s row actions', (status, expected) => {
    expect(MODERATION_CHOICES[status].map((c) => `${c.label}→${c.to}`)).toEqual(expected)
  })

  it('never offers to move a comment to the state it is in, and says something after each move', () => {
    for (const status of COMMENT_STATUSES)
      for (const choice of MODERATION_CHOICES[status]) {
        expect(choice.to).not.toBe(status)
        expect(choice.done.length).toBeGreaterThan(0)
      }
  })
})

describe('canReplyTo', () => {
  it.each([
    ['pending', true],
    ['approved', true],
    ['spam', false],
    ['trash', false],
  ] as const)('%s → %s', (status, expected) => {
    expect(canReplyTo(status)).toBe(expected)
  })
})
