import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { es } from '@payloadcms/translations/languages/es'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { Categories } from './collections/Categories'
import { Forms } from './collections/Forms'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { Posts } from './collections/Posts'
import { Users } from './collections/Users'
import { databaseAdapter } from './db/databaseAdapter'
import { env } from './env'
import { Footer } from './globals/Footer/config'
import { Header } from './globals/Header/config'
import { SiteSettings } from './globals/SiteSettings/config'
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
  collections: [Pages, Posts, Categories, Media, Forms, Users],
  globals: [Header, Footer, SiteSettings],
  plugins: [mediaStoragePlugin(e)],
  i18n: { supportedLanguages: { es }, fallbackLanguage: 'es' },
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' · Revela', description: 'Administración del sitio del estudio' },
    importMap: { baseDir: dirname },
    dateFormat: 'd MMM yyyy, HH:mm',
  },
  csrf: [e.siteUrl],
  cors: [e.siteUrl],
  telemetry: false,
  logger: { options: { level: e.logLevel } },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  graphQL: { disable: true },
})
