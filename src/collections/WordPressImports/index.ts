import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { dayAndTime } from '@/admin/dateFormats'

import { currentEndpoint } from './endpoints/current'
import { startEndpoints } from './endpoints/start'
import { uploadEndpoints } from './endpoints/upload'

/**
 * One run of the WordPress importer (CLI or admin): where it came from, how far it got, its report
 * and which WordPress ids it wrote, so that importing the same export again updates those in
 * place and tells them apart from the studio's own content. Admins only; written by the importer.
 * The admin's Herramientas → Importar desde WordPress (src/wordpress/admin) follows a run through
 * its record: planned (being analysed, then awaiting confirmation), running, done or failed.
 */
export const WordPressImports: CollectionConfig = {
  slug: 'wordpress-imports',
  labels: { singular: 'Importación de WordPress', plural: 'Importaciones de WordPress' },
  admin: {
    useAsTitle: 'source',
    defaultColumns: ['source', 'status', 'createdAt'],
    group: 'Ajustes',
    hidden: ({ user }) => !user?.roles?.includes('admin'),
  },
  access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
  endpoints: [...uploadEndpoints, ...startEndpoints, ...currentEndpoint],
  fields: [
    { name: 'source', label: 'Sitio de origen', type: 'text', required: true, index: true },
    {
      name: 'status',
      label: 'Estado',
      type: 'select',
      required: true,
      defaultValue: 'done',
      options: [
        { label: 'Pendiente de confirmar', value: 'planned' },
        { label: 'En curso', value: 'running' },
        { label: 'Terminada', value: 'done' },
        { label: 'Fallida', value: 'failed' },
      ],
    },
    { name: 'finishedAt', label: 'Terminada el', type: 'date', admin: { date: dayAndTime } },
    { name: 'progress', label: 'Progreso', type: 'json', admin: { readOnly: true } },
    { name: 'report', label: 'Informe', type: 'json', admin: { readOnly: true } },
    { name: 'error', label: 'Error', type: 'text', admin: { readOnly: true } },
    // The conflicts behind an error, one line each.
    { name: 'errorDetails', label: 'Detalle del error', type: 'json', admin: { readOnly: true } },
    // Runs from the admin: who started it, what they chose for conflicts, what they uploaded.
    { name: 'startedBy', label: 'Iniciada por', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
    {
      name: 'onConflict',
      label: 'Ante conflictos',
      type: 'select',
      options: [
        { label: 'Detenerse', value: 'stop' },
        { label: 'Saltarlos', value: 'skip' },
        { label: 'Sobrescribirlos', value: 'update' },
      ],
      admin: { readOnly: true },
    },
    // { dir, export: { name, bytes, path }, uploads?: { … } }: the uploads waiting in the data folder.
    { name: 'files', type: 'json', admin: { hidden: true } },
    // { posts: [1965, …], pages: […], media: […], forms, comments, categories, authors }
    { name: 'written', type: 'json', admin: { hidden: true } },
    // { "alignment-2": "alignment", "mustread": "Must Read" }: old tag addresses that lead to the tag (tagAliases).
    { name: 'tagSlugs', type: 'json', admin: { hidden: true } },
  ],
}
