import type { Access, FieldAccess } from 'payload'

type MaybeUser = { roles?: string[] | null } | null | undefined

/** True when the user holds the admin role (users and settings are theirs alone). */
export const userIsAdmin = (user: MaybeUser): boolean => Boolean(user?.roles?.includes('admin'))

export const isAdmin: Access = ({ req }) => userIsAdmin(req.user as MaybeUser)

export const isAdminField: FieldAccess = ({ req }) => userIsAdmin(req.user as MaybeUser)
