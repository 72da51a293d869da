import type { CollectionConfig } from 'payload'

import { authenticated } from '@/access/authenticated'
import { isAdmin } from '@/access/isAdmin'
import { CONSENT_CATEGORIES, CONSENT_CATEGORY_LABELS } from '@/privacy/consentCategories'

const nobody = () => false

/**
 * Proof of consent (RGPD art. 7.1): every choice a visitor makes in the cookie banner, under the
 * anonymous id the banner keeps in its cookie, with the banner's version. No IP address, no name:
 * enough to show that this browser chose this, nothing to identify who. Written only by
 * /wp-json/revela/v1/consent; deleted after the months set in the site settings.
 */
export const ConsentRecords: CollectionConfig = {
  slug: 'consent-records',
  labels: { singular: 'Registro de consentimiento', plural: 'Registros de consentimiento' },
  admin: {
    group: 'Ajustes',
    useAsTitle: 'consentId',
    defaultColumns: ['consentId', 'action', 'categories', 'revision', 'createdAt'],
    listSearchableFields: ['consentId'],
    description:
      'Cada elección en el aviso de cookies, con el identificador anónimo que guarda el navegador. Sirve para demostrar el consentimiento; se borra pasado el plazo de Ajustes del sitio → Analítica y cookies.',
  },
  defaultSort: '-createdAt',
  access: { read: authenticated, create: nobody, update: nobody, delete: isAdmin },
  fields: [
    { name: 'consentId', label: 'Identificador anónimo', type: 'text', required: true, index: true },
    {
      name: 'action',
      label: 'Elección',
      type: 'select',
      required: true,
      options: [
        { label: 'Aceptar todo', value: 'accept-all' },
        { label: 'Rechazar todo', value: 'reject-all' },
        { label: 'Personalizada', value: 'custom' },
      ],
    },
    {
      name: 'categories',
      label: 'Categorías aceptadas',
      type: 'select',
      hasMany: true,
      options: CONSENT_CATEGORIES.map((value) => ({ value, label: CONSENT_CATEGORY_LABELS[value] })),
    },
    { name: 'revision', label: 'Versión del aviso', type: 'number', required: true },
    { name: 'pageUrl', label: 'Página', type: 'text' },
  ],
}
