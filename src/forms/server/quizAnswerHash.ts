import { createHmac } from 'node:crypto'

/**
 * The hidden `_wpcf7_quiz_answer_{name}` value: a keyed hash of the canonical answer, so the page
 * does not carry the answer and a visitor cannot compute a hash for an answer of their choosing.
 */
export function quizAnswerHash(secret: string, canonicalAnswer: string): string {
  return createHmac('sha256', `${secret}:quiz`).update(canonicalAnswer).digest('hex')
}
