import 'server-only'

import { env } from '@/env'
import { canonicalQuizAnswer } from '@/forms/render'
import { parseTemplate } from '@/forms/template/parseTemplate'

import { quizAnswerHash } from './quizAnswerHash'

/**
 * CF7's refill answer: a new question for each quiz (question, hash of its answer), or `[]` when the
 * form has nothing to refill (what PHP's empty array encodes to).
 */
export function refillResponse(template: string, random: () => number = Math.random): unknown {
  const secret = env().payloadSecret
  const quiz: Record<string, [string, string]> = {}
  for (const tag of parseTemplate(template).tags) {
    if (tag.basetype !== 'quiz' || tag.name === '') continue
    const pairs = tag.pipes.length > 0 ? tag.pipes : [{ before: '1+1=?', after: '2' }]
    const pair = pairs[Math.floor(random() * pairs.length)]!
    quiz[tag.name] = [pair.before, quizAnswerHash(secret, canonicalQuizAnswer(pair.after))]
  }
  return Object.keys(quiz).length > 0 ? { quiz } : []
}
