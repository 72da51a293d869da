import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { isGuarded } from '@/loginGuard/server/guardMark'

/**
 * A login or password reset asked over HTTP runs only when the account guard handed it over
 * (loginGuard/server/guardAccountRoutes: throttle, one answer for every address, a floor on its
 * time, the lock mail). Whatever way a request found to Payload's login past the guard, it is
 * refused here, where Payload decides it is a login. The server's own calls (the local API) pass.
 */
export const requireAccountGuard: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (
    (operation === 'login' || operation === 'forgotPassword') &&
    req.payloadAPI !== 'local' &&
    !isGuarded(req.headers)
  ) {
    throw new APIError('No encontrado.', 404)
  }
  return args
}
