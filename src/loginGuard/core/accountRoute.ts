/**
 * The account operations the guard hands to Payload (loginGuard/server/guardAccountRoutes): the login
 * and the reset request, whose answers it makes safe, and the first user's registration, which
 * logs its user in (it answers only while there is no user).
 */
export type AccountRoute = 'login' | 'forgot-password' | 'first-register'
const ROUTES: readonly string[] = ['login', 'forgot-password', 'first-register'] satisfies AccountRoute[]

/**
 * Which account operation a REST request reaches, from its path's segments as Next decodes them
 * (`/api/users/%6cogin` is `['users', 'login']`): the segments Payload routes by. Payload matches an
 * endpoint's path ignoring case and a trailing slash, so this does too, and it ignores empty
 * segments: it may take a path Payload would not route for a login (guarding it costs nothing),
 * never the other way round.
 */
export function accountRoute(segments: readonly string[]): AccountRoute | null {
  const parts = segments.filter((s) => s !== '').map((s) => s.toLowerCase())
  if (parts.length !== 2 || parts[0] !== 'users') return null
  return ROUTES.includes(parts[1]!) ? (parts[1] as AccountRoute) : null
}
