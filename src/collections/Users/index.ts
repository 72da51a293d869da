import type { CollectionConfig, PayloadRequest } from 'payload'

import { adminOrSelf } from '@/access/adminOrSelf'
import { isAdmin, isAdminField } from '@/access/isAdmin'
import { env } from '@/env'
import { resetPasswordMail } from '@/loginGuard/mail/resetPasswordMail'
import { LOGIN_LOCK_MS, LOGIN_MAX_ATTEMPTS, PASSWORD_RESET_EXPIRY_MS } from '@/loginGuard/core/accountLimits'

import { rejectWeakPassword, rejectWeakResetPassword } from './hooks/rejectWeakPassword'
import { noEmailVerification } from './endpoints/noEmailVerification'
import { requireAccountGuard } from './hooks/requireAccountGuard'
import { revalidateSignature } from './hooks/revalidateSignature'
import { siteSettings } from '@/settings/siteSettings'

async function resetMail(req: PayloadRequest | undefined, user: unknown, token = '') {
  const settings = req ? await siteSettings(req.payload) : undefined
  return resetPasswordMail({
    studioName: settings?.studioName || 'Revela',
    userName: (user as { name?: string } | undefined)?.name ?? '',
    url: `${env().siteUrl}/admin/reset/${encodeURIComponent(token)}`,
    expiresInMinutes: PASSWORD_RESET_EXPIRY_MS / 60_000,
  })
}

/** Studio staff who sign in to /admin. Editors manage content; admins also manage users and settings. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Usuario', plural: 'Usuarios' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'email', 'roles'], group: 'Ajustes' },
  auth: {
    maxLoginAttempts: LOGIN_MAX_ATTEMPTS,
    lockTime: LOGIN_LOCK_MS,
    useSessions: true,
    // The reset mail in Spanish, with the studio's name and a link to the admin's reset page.
    forgotPassword: {
      expiration: PASSWORD_RESET_EXPIRY_MS,
      generateEmailSubject: async (args) => (await resetMail(args?.req, args?.user)).subject,
      generateEmailHTML: async (args) => (await resetMail(args?.req, args?.user, args?.token)).html,
    },
    // The session cookie never travels over plain http to a public site; JavaScript cannot read it.
    cookies: { secure: env().siteUrl.startsWith('https://'), sameSite: 'Lax' },
  },
  endpoints: [noEmailVerification],
  hooks: {
    beforeOperation: [requireAccountGuard, rejectWeakResetPassword],
    beforeValidate: [rejectWeakPassword],
    afterChange: [revalidateSignature],
  },
  access: {
    admin: ({ req }) => Boolean(req.user),
    read: adminOrSelf,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
  },
  fields: [
    { name: 'name', label: 'Nombre', type: 'text', required: true },
    {
      name: 'roles',
      label: 'Roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      saveToJWT: true,
      access: { create: isAdminField, update: isAdminField },
      options: [
        { label: 'Administrador', value: 'admin' },
        { label: 'Editor', value: 'editor' },
      ],
    },
  ],
}
