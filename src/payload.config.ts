import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { es } from '@payloadcms/translations/languages/es'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Authors } from './collections/Authors'
import { CaptchaSpent } from './collections/CaptchaSpent'
import { Categories } from './collections/Categories'
import { Comments } from './collections/Comments'
import { ConsentRecords } from './collections/ConsentRecords'
import { Forms } from './collections/Forms'
import { Media } from './collections/Media'
import { Outbox } from './collections/Outbox'
import { Pages } from './collections/Pages'
import { Posts } from './collections/Posts'
import { SubmissionFiles } from './collections/SubmissionFiles'
import { Submissions } from './collections/Submissions'
import { Users } from './collections/Users'
import { WordPressImports } from './collections/WordPressImports'
import { databaseAdapter } from './db/databaseAdapter'
import { env } from './env'
import { Footer } from './globals/Footer/config'
import { Header } from './globals/Header/config'
import { SiteSettings } from './globals/SiteSettings/config'
import { outboxEmailAdapter } from './mail/outboxEmailAdapter'
import { mediaStoragePlugin } from './storage/mediaStorage'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const e = env()

/** The composition root of the CMS: what it stores, who may touch it, where it keeps it. */
export default buildConfig({
  serverURL: e.siteUrl,
  secret: e.payloadSecret,
  db: databaseAdapter(e),
  editor: lexicalEditor(),
  sharp,
  email: outboxEmailAdapter({
    fromAddress: `no-responder@${new URL(e.siteUrl).hostname}`,
    fromName: 'Revela',
    domain: new URL(e.siteUrl).hostname,
  }),
  collections: [Pages, Posts, Authors, Comments, Categories, Media, Forms, Submissions, SubmissionFiles, Outbox, CaptchaSpent, ConsentRecords, Users, WordPressImports],
  globals: [Header, Footer, SiteSettings],
  plugins: [mediaStoragePlugin(e)],
  i18n: { supportedLanguages: { es }, fallbackLanguage: 'es' },
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' · Revela', description: 'Administración del sitio del estudio' },
    importMap: { baseDir: dirname },
    components: {
      beforeDashboard: ['@/collections/Outbox/admin/OutboxBanner#OutboxBanner', '@/collections/Comments/admin/PendingCommentsBanner#PendingCommentsBanner'],
      afterNavLinks: ['@/wordpress/admin/view/ToolsNavGroup#ToolsNavGroup'],
      views: {
        importarWordpress: { Component: '@/wordpress/admin/view/ImportView#ImportView', path: '/importar-wordpress', exact: true, meta: { title: 'Importar desde WordPress' } },
      },
    },
    dateFormat: 'd MMM yyyy, HH:mm',
  },
  csrf: [e.siteUrl],
  cors: [e.siteUrl],
  telemetry: false,
  logger: { options: { level: e.logLevel } },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  graphQL: { disable: true },
})
