import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { authenticated } from '@/access/authenticated'
import { env } from '@/env'
import { fileNotFound } from '@/storage/fileNotFound'

import { SUBMISSION_FILES_FOLDER } from './folder'

const nobody = () => false

/**
 * Files that visitors attach to contact forms. Unlike media they are private: only signed-in
 * editors can download them (Payload checks `read` before serving a file), they live outside the
 * public uploads folder, and they go when their submission goes.
 */
export const SubmissionFiles: CollectionConfig = {
  slug: 'submission-files',
  labels: { singular: 'Archivo recibido', plural: 'Archivos recibidos' },
  admin: { group: 'Formularios', defaultColumns: ['filename', 'filesize', 'createdAt'], hidden: true },
  access: { read: authenticated, create: nobody, update: nobody, delete: authenticated },
  upload: {
    staticDir: path.join(env().dataDir, SUBMISSION_FILES_FOLDER),
    // Whatever the form's `filetypes:` allowed; the form's own rule has already checked it.
    mimeTypes: [],
    disableLocalStorage: false,
    handlers: [fileNotFound],
    // A visitor chose the file: it is always downloaded, never shown in the admin's origin, and
    // sandboxed should a browser try, so an uploaded page cannot run script as an editor.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Content-Disposition', 'attachment')
      headers.set('Content-Security-Policy', "sandbox; default-src 'none'")
      headers.set('X-Content-Type-Options', 'nosniff')
      return headers
    },
  },
  fields: [{ name: 'field', label: 'Campo', type: 'text' }],
}
