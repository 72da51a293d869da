import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { BlocksFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import { es } from '@payloadcms/translations/languages/es'
import { buildConfig } from 'payload'

import { guardPayloadCollections } from './access/guardPayloadCollections'
import { withRestGuards } from './access/withRestGuards'
import { withApiTabForAdmins } from './admin/apiTab/withApiTabForAdmins'
import { withLocalCodeEditors } from './admin/codeEditor/withLocalCodeEditors'
import { logsClientCausedError, PINO_ERROR_LEVEL } from './lib/clientCausedError'
import { compactError } from './lib/compactError'
import { ADMIN_DATE_TIME } from './admin/dateFormats'
import { explainErrorsHook } from './admin/errors/afterError'
import { unreadableBodyHook } from './admin/errors/unreadableBody'
import { withAdminVoice } from './admin/translations/withAdminVoice'
import { StudioValueBlock } from './blocks/StudioDetails/inlineConfig'
import { WordPressShortcodeBlock } from './blocks/WordPressShortcode/inlineConfig'
import { Authors } from './collections/Authors'
import { CaptchaSpent } from './collections/CaptchaSpent'
import { Categories } from './collections/Categories'
import { Comments } from './comments/collection'
import { ConsentRecords } from './collections/ConsentRecords'
import { Forms } from './collections/Forms'
import { ClientGalleries, GalleryEvents, GalleryPhotos } from './galleries/collection'
import { Media } from './collections/Media'
import { hideInternalColumns } from './collections/Media/hideInternalColumns'
import { Outbox } from './collections/Outbox'
import { Pages } from './collections/Pages'
import { Posts } from './collections/Posts'
import { SubmissionFiles } from './collections/SubmissionFiles'
import { Submissions } from './collections/Submissions'
import { Users } from './collections/Users'
import { WordPressImports } from './collections/WordPressImports'
import { databaseAdapter } from './db/databaseAdapter'
import { steadyEditor } from './fields/richText/steadyEditor'
import { safeLinkFeature } from './fields/richText/safeLinkFeature'
import { env } from './env'
import { Footer } from './globals/Footer/config'
import { Header } from './globals/Header/config'
import { SiteSettings } from './globals/SiteSettings/config'
import { FAVICON_URL } from './lib/constants'
import { MEDIA_MAX_REQUEST_BYTES, MEDIA_MAX_UPLOAD_BYTES } from '@/lib/mediaLimits'
import { photoTooLargeMessage } from './lib/mediaUploadRules'
import { outboxEmailAdapter } from './mail/outboxEmailAdapter'
import { manyUsesEndpoint, usesEndpoint } from './references/server/usesEndpoint'
import { mediaStoragePlugin } from './storage/mediaStorage'
import { oneImageAtATime } from './storage/oneImageAtATime'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const e = env()

/**
 * The composition root of the CMS: what it stores, who may touch it, where it keeps it.
 */
export const revelaConfig = () =>
  buildConfig({
    serverURL: e.siteUrl,
    secret: e.payloadSecret,
    db: databaseAdapter(e),
    // Lexical, with a field that a save's answer never re-mounts while someone types (fields/richText);
    // rich text can hold the studio's phone, e-mail, address or hours, read from the settings (StudioValue).
    editor: steadyEditor(
      lexicalEditor({
        features: ({ defaultFeatures }) => [
          // Lexical's link, with the site's rule for an address (no javascript: or data: links).
          ...defaultFeatures.filter((feature) => feature.key !== 'link'),
          safeLinkFeature(),
          BlocksFeature({ inlineBlocks: [StudioValueBlock, WordPressShortcodeBlock] }),
        ],
      }),
    ),
    sharp: oneImageAtATime,
    // Uploads through the REST API (the admin's): a camera's original up to MEDIA_MAX_UPLOAD_BYTES,
    // written to a file as it arrives rather than held in memory, refused in Spanish past the limit.
    upload: {
      limits: { fileSize: MEDIA_MAX_UPLOAD_BYTES },
      requestSizeLimit: MEDIA_MAX_REQUEST_BYTES,
      useTempFiles: true,
      tempFileDir: path.join(e.dataDir, 'subidas'),
      responseOnLimit: photoTooLargeMessage(),
    },
    email: outboxEmailAdapter({
      fromAddress: `no-responder@${new URL(e.siteUrl).hostname}`,
      fromName: 'Revela',
      domain: new URL(e.siteUrl).hostname,
    }),
    // Every collection's REST operations are guarded (access/withRestGuards): anonymous reads capped, queries the database would fail on refused.
    collections: [
      Pages,
      Posts,
      Authors,
      Comments,
      Categories,
      Media,
      Forms,
      Submissions,
      SubmissionFiles,
      Outbox,
      CaptchaSpent,
      ConsentRecords,
      ClientGalleries,
      GalleryPhotos,
      GalleryEvents,
      Users,
      WordPressImports,
    ]
      .map(withRestGuards)
      // Code and JSON fields with Monaco from this site, not a CDN (admin/codeEditor).
      .map(withLocalCodeEditors)
      .map(withApiTabForAdmins),
    globals: [Header, Footer, SiteSettings].map(withLocalCodeEditors).map(withApiTabForAdmins),
    // Where a page, article, form or photo is used (its edit view's warning; src/references).
    endpoints: [usesEndpoint, manyUsesEndpoint],
    // The library's columns and filters without the fields only Payload and the storage need (after the storage's own).
    plugins: [mediaStoragePlugin(e), hideInternalColumns(Media.slug)],
    i18n: { supportedLanguages: { es }, fallbackLanguage: 'es' },
    // Errors said with their reason and in Spanish, whatever part of Payload raised them (admin/errors).
    hooks: { afterError: [unreadableBodyHook, explainErrorsHook] },
    admin: {
      user: Users.slug,
      // Nothing in the admin is fetched from another host: initials instead of Gravatar, the studio's own
      // mark and logo instead of Payload's, and no generated Open Graph images (/api/og) for its pages.
      avatar: { Component: '@/collections/Users/admin/InitialsAvatar#InitialsAvatar' },
      meta: {
        titleSuffix: ' · Revela',
        description: 'Administración del sitio del estudio',
        icons: [{ rel: 'icon', type: 'image/svg+xml', url: FAVICON_URL }],
        defaultOGImageType: 'off',
      },
      importMap: { baseDir: dirname },
      components: {
        graphics: {
          Logo: '@/globals/SiteSettings/admin/StudioLogo#StudioLogo',
          Icon: '@/globals/SiteSettings/admin/StudioIcon#StudioIcon',
        },
        // «Ver sitio» and what waits (messages, comments), the mail's state, then the first steps.
        beforeDashboard: [
          '@/dashboard/DashboardSummary#DashboardSummary',
          '@/collections/Outbox/admin/OutboxBanner#OutboxBanner',
          '@/dashboard/FirstSteps#FirstSteps',
        ],
        afterNavLinks: ['@/wordpress/admin/view/ToolsNavGroup#ToolsNavGroup'],
        // Photo uploads with a progress bar per file, retried when the connection drops (Media/admin);
        // the owner taken to the first field in error, marked for screen readers (admin/errors); the
        // date fields' months in Spanish from their first draw (admin/dates).
        providers: [
          '@/collections/Media/admin/UploadProgress#UploadProgress',
          '@/admin/errors/FieldErrorFocus.client#FieldErrorFocus',
          '@/admin/dates/SpanishDatePicker.client#SpanishDatePicker',
          // Spanish names for the buttons Payload names in English in its code (admin/ariaLabels).
          '@/admin/ariaLabels/SpanishAriaLabels.client#SpanishAriaLabels',
          // On a phone only the document's buttons stay pinned, however tall the status line (admin/layout).
          '@/admin/layout/PinnedDocControls.client#PinnedDocControls',
        ],
        views: {
          importarWordpress: {
            Component: '@/wordpress/admin/view/ImportView#ImportView',
            path: '/importar-wordpress',
            exact: true,
            meta: { title: 'Importar desde WordPress' },
          },
        },
      },
      dateFormat: ADMIN_DATE_TIME,
    },
    csrf: [e.siteUrl],
    cors: [e.siteUrl],
    telemetry: false,
    // Errors logged compact (no query's values, no 80 MB of SQL); a client's refused query as one
    // line; what a client's request caused at `info`, so that `error` is only the site's own failures.
    logger: {
      options: {
        level: e.logLevel,
        serializers: { err: compactError },
        hooks: {
          logMethod(args, method, level) {
            if (level >= PINO_ERROR_LEVEL && logsClientCausedError(args[0]))
              return this.info(...(args as Parameters<typeof this.info>))
            return method.apply(this, args)
          },
        },
      },
    },
    // Payload types the names of its own errors only; QueryRefused is access/queryRefused's.
    loggingLevels: { QueryError: 'info', ...({ QueryRefused: 'info' } as Record<string, 'info'>) },
    // Types are written by `npm run generate:types` only: by default every start outside production
    // spawns a `payload generate:types` process, which in the tests (one per Payload they start) costs
    // a core for seconds each time and rewrote the committed file from whatever config a test had
    // (with S3 set, Media lost its `prefix`).
    typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: false },
    graphQL: { disable: true },
    // Payload's own collections get the query guard too (access/guardPayloadCollections).
    onInit: async (payload) => guardPayloadCollections(payload),
  }).then(withAdminVoice)

export default revelaConfig()
