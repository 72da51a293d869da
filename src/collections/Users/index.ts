import type { CollectionConfig } from 'payload'

import { adminOrSelf } from '@/access/adminOrSelf'
import { isAdmin, isAdminField } from '@/access/isAdmin'
import { LOGIN_LOCK_MS, LOGIN_MAX_ATTEMPTS } from '@/lib/constants'

/** Studio staff who sign in to /admin. Editors manage content; admins also manage users and settings. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Usuario', plural: 'Usuarios' },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'email', 'roles'], group: 'Ajustes' },
  auth: {
    maxLoginAttempts: LOGIN_MAX_ATTEMPTS,
    lockTime: LOGIN_LOCK_MS,
    useSessions: true,
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
