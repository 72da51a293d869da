import {
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
  ValidationError,
} from 'payload'

import { passwordProblem, plainPasswordProblem } from '@/lib/passwordProblem'

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
  if (problem) throwWith(problem, req)
}

function throwWith(problem: string, req: PayloadRequest): never {
  const message = `La contraseña ${problem}.`
  const error = new ValidationError({ collection: 'users', errors: [{ path: 'password', message }] }, req.t)
  // The field is marked in the admin; the message says why (Payload's own would only name the field).
  error.message = message
  throw error
}

/**
 * The same rule for a password chosen through a reset link: Payload's reset sets the hash itself
 * and its beforeValidate hooks never see the password, so it is checked before the operation. What
 * the length says is said at once; the estimate (a process of its own) only for a link that is
 * valid: anyone may post to this route, and Payload refuses any other link right after.
 */
export const rejectWeakResetPassword: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'resetPassword') return args
  const data = (args as { data?: { password?: unknown; token?: unknown } }).data
  const password = data?.password
  if (typeof password !== 'string' || password === '') return args
  const plain = plainPasswordProblem(password)
  if (plain) throwWith(plain, req)
  if (typeof data?.token !== 'string' || data.token === '') return args
  const user = await req.payload.db.findOne<{ id: number | string; email?: string; name?: string | null }>({
    collection: 'users',
    req,
    where: {
      resetPasswordExpiration: { greater_than: new Date().toISOString() },
      resetPasswordToken: { equals: data.token },
    },
  })
  if (user) throwIfWeak(password, [user.email ?? '', user.name ?? ''], req)
  return args
}
