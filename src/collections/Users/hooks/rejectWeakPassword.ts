import {
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
  ValidationError,
} from 'payload'

import { passwordProblem } from '@/lib/passwordProblem'

/**
 * A new or changed password must be at least 12 characters and hard to guess (lib/passwordProblem),
 * the account's own address and name counting against it. The first admin, made by the seed from
 * ADMIN_PASSWORD, is checked where that variable is read (env.ts: on a public production site).
 */
export const rejectWeakPassword: CollectionBeforeValidateHook = ({ data, originalDoc, req, context }) => {
  const password = (data as { password?: unknown } | undefined)?.password
  if (typeof password !== 'string' || password === '' || context?.seeding) return data
  throwIfWeak(password, [data?.email ?? originalDoc?.email ?? '', data?.name ?? originalDoc?.name ?? ''], req)
  return data
}

function throwIfWeak(password: string, ownWords: string[], req: PayloadRequest): void {
  const problem = passwordProblem(password, ownWords)
  if (!problem) return
  const message = `La contraseña ${problem}.`
  const error = new ValidationError({ collection: 'users', errors: [{ path: 'password', message }] }, req.t)
  // The field is marked in the admin; the message says why (Payload's own would only name the field).
  error.message = message
  throw error
}

/**
 * The same rule for a password chosen through a reset link: Payload's reset sets the hash itself
 * and its beforeValidate hooks never see the password, so it is checked before the operation.
 */
export const rejectWeakResetPassword: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'resetPassword') return args
  const password = (args as { data?: { password?: unknown } }).data?.password
  if (typeof password === 'string' && password !== '') throwIfWeak(password, [], req)
  return args
}
