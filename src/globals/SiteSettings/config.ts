import type { GlobalConfig } from 'payload'

import { authenticated } from '@/access/authenticated'
import { isAdmin, isAdminField } from '@/access/isAdmin'
import { env } from '@/env'
import { validateHref } from '@/lib/safeHref'
import { cacheTags } from '@/revalidation/cacheTags'
import { revalidateTags } from '@/revalidation/revalidateTags'
import { CONSENT_CATEGORIES, CONSENT_CATEGORY_LABELS } from '@/privacy/consentCategories'
import { DEFAULT_SHARE_BUTTONS, DEFAULT_SHARE_NETWORKS } from '@/lib/shareNetworks'
import { DEFAULT_COMMENT_DATA_RETENTION_MONTHS } from '@/lib/commentLimits'
import { DEFAULT_CONSENT_RETENTION_MONTHS } from '@/privacy/consentLimits'
import { DEFAULT_SUBMISSION_RETENTION_MONTHS } from '@/lib/formLimits'
import { SPAM_RULES } from '@/lib/constants'

import { regionProblem, tagManagerIdProblem } from '@/lib/fieldMessages'
import { normalizeTaxonomyBase } from '@/addresses/legacyTaxonomyPath'

import { cookieBannerField } from './cookieBannerField'
import { paymentsTab } from './paymentsTab'
import { taxonomyBase } from './taxonomyBase'

import { forgetFrontPagePath } from './frontPagePath'
import { forgetSiteSettings } from '@/settings/siteSettings'
import { numberedRows } from '@/admin/rows/rowNouns'

/** reCAPTCHA and Turnstile need both keys, here or in the environment (which wins). */
const captchaKeyRequired =
  (variable: 'CAPTCHA_SITE_KEY' | 'CAPTCHA_SECRET_KEY') =>
  (value: unknown, { siblingData }: { siblingData: { captchaProvider?: string } }): true | string => {
    const provider = siblingData?.captchaProvider
    if (provider !== 'recaptcha' && provider !== 'turnstile') return true
    const fromEnv = variable === 'CAPTCHA_SITE_KEY' ? env().captcha.siteKey : env().captcha.secretKey
    const name = provider === 'recaptcha' ? 'reCAPTCHA' : 'Turnstile'
    const where = provider === 'recaptcha' ? 'la consola de reCAPTCHA de Google' : 'el panel de Cloudflare (Turnstile)'
    return value || fromEnv
      ? true
      : `${name} necesita esta clave. Cópiala de ${where}, o elige «Propio, sin terceros ni cookies», que no necesita claves. (También puede ponerla en ${variable} quien mantiene la web.)`
  }

/**
 * The studio's own data and the site-wide switches. Only admins change it; the public site reads it
 * on the server, so nothing here is served to anonymous API clients.
 */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Ajustes del sitio',
  admin: { group: 'Ajustes' },
  access: { read: authenticated, update: isAdmin },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Estudio',
          description:
            'Los datos de contacto se muestran en el pie de página y en cada bloque «Datos del estudio»: cámbialos aquí y cambian en todo el sitio.',
          fields: [
            {
              name: 'studioName',
              label: 'Nombre del estudio',
              type: 'text',
              required: true,
              defaultValue: 'Revela Estudio',
            },
            { name: 'tagline', label: 'Lema', type: 'text' },
            { name: 'legalName', label: 'Razón social', type: 'text' },
            { name: 'taxId', label: 'NIF', type: 'text' },
            { name: 'registry', label: 'Datos registrales', type: 'text' },
            { name: 'city', label: 'Ciudad', type: 'text', required: true, defaultValue: 'Madrid' },
            { name: 'address', label: 'Dirección', type: 'text' },
            { name: 'postalCode', label: 'Código postal', type: 'text' },
            { name: 'email', label: 'Correo electrónico', type: 'email' },
            { name: 'phone', label: 'Teléfono', type: 'text' },
            {
              name: 'openingHours',
              label: 'Horario',
              type: 'textarea',
              admin: {
                description:
                  'Una línea por franja, p. ej. «Sábados: de 10:00 a 14:00.». Lo muestran los bloques «Datos del estudio».',
              },
            },
            { name: 'homePage', label: 'Página de inicio', type: 'relationship', relationTo: 'pages' },
            { name: 'logo', label: 'Logotipo', type: 'upload', relationTo: 'media' },
          ],
        },
        {
          label: 'Redes',
          fields: [
            {
              name: 'socialProfiles',
              label: 'Perfiles sociales',
              type: 'array',
              ...numberedRows('Perfil', 'Perfiles'),
              fields: [
                { name: 'network', label: 'Red', type: 'text', required: true },
                {
                  name: 'url',
                  label: 'URL',
                  type: 'text',
                  required: true,
                  validate: (value: unknown) =>
                    typeof value === 'string' && value.trim()
                      ? validateHref(value)
                      : 'Escribe la dirección del perfil.',
                },
              ],
            },
            {
              name: 'shareNetworks',
              label: 'Redes para compartir',
              type: 'array',
              ...numberedRows('Red', 'Redes', {
                description:
                  'Las redes que pueden tener botón de compartir, en este orden; cada bloque «Compartir» y los artículos eligen cuáles muestran.',
              }),
              fields: [
                { name: 'name', label: 'Identificador', type: 'text', required: true },
                { name: 'title', label: 'Nombre visible', type: 'text', required: true },
                { name: 'hasCounter', label: 'Muestra contador', type: 'checkbox', defaultValue: false },
              ],
            },
            {
              name: 'articleShare',
              label: 'Botones de compartir en los artículos',
              type: 'select',
              hasMany: true,
              defaultValue: [...DEFAULT_SHARE_BUTTONS],
              options: DEFAULT_SHARE_NETWORKS.map((n) => ({ label: n.title, value: n.name })),
              admin: { description: 'Se muestran al final de cada artículo, en este orden. Vacío: sin botones.' },
            },
            {
              name: 'articleProgress',
              label: 'Barra de progreso de lectura en los artículos',
              type: 'select',
              defaultValue: 'horizontal',
              options: [
                { label: 'Horizontal, bajo la cabecera', value: 'horizontal' },
                { label: 'Circular, en una esquina', value: 'circular' },
                { label: 'Sin barra', value: 'none' },
              ],
            },
          ],
        },
        {
          label: 'Fotos',
          fields: [
            {
              name: 'stripPhotoPrivacy',
              label: 'Quitar la ubicación y los números de serie de las fotos',
              type: 'checkbox',
              defaultValue: true,
              admin: {
                description:
                  'Al subir una foto JPEG se borran de ella las coordenadas GPS y los números de serie de la cámara y el objetivo; la cámara, el objetivo, la fecha y la exposición se quedan. Cualquiera puede descargar el original desde la web: desmárcalo solo si quieres publicar dónde se hizo cada foto.',
              },
            },
          ],
        },
        {
          label: 'WordPress',
          description:
            'Si el sitio viene de WordPress con otras bases en sus enlaces permanentes (Ajustes → Enlaces permanentes), sus direcciones antiguas de categorías y etiquetas llevan a las nuevas.',
          fields: [
            {
              name: 'legacyCategoryBase',
              hooks: {
                beforeValidate: [
                  ({ value }) => (typeof value === 'string' ? normalizeTaxonomyBase(value) || null : value),
                ],
              },
              label: 'Base de las categorías en WordPress',
              type: 'text',
              validate: taxonomyBase,
              admin: {
                description:
                  'P. ej. categoria: /categoria/retrato/ lleva a /category/retrato/. Vacío si era la de WordPress (category).',
              },
            },
            {
              name: 'legacyTagBase',
              hooks: {
                beforeValidate: [
                  ({ value }) => (typeof value === 'string' ? normalizeTaxonomyBase(value) || null : value),
                ],
              },
              label: 'Base de las etiquetas en WordPress',
              type: 'text',
              validate: taxonomyBase,
              admin: {
                description:
                  'P. ej. etiqueta: /etiqueta/madrid/ lleva a /tag/madrid/. Vacío si era la de WordPress (tag).',
              },
            },
          ],
        },
        {
          label: 'Formularios',
          fields: [
            {
              name: 'submissionRetentionMonths',
              label: 'Meses que se conservan los mensajes recibidos',
              type: 'number',
              required: true,
              min: 1,
              max: 120,
              defaultValue: DEFAULT_SUBMISSION_RETENTION_MONTHS,
              admin: {
                description:
                  'Pasado este plazo, los mensajes y sus archivos se borran solos (RGPD: no guardes datos más tiempo del necesario).',
              },
            },
            {
              name: 'captchaProvider',
              label: 'CAPTCHA invisible',
              type: 'select',
              defaultValue: 'altcha',
              options: [
                { label: 'Propio, sin terceros ni cookies (ALTCHA)', value: 'altcha' },
                { label: 'Google reCAPTCHA v3', value: 'recaptcha' },
                { label: 'Cloudflare Turnstile', value: 'turnstile' },
              ],
              admin: { description: 'La variable de entorno CAPTCHA_PROVIDER, si está definida, tiene prioridad.' },
            },
            {
              name: 'captchaSiteKey',
              label: 'Clave del sitio',
              type: 'text',
              validate: captchaKeyRequired('CAPTCHA_SITE_KEY'),
              admin: { condition: (data) => data?.captchaProvider && data.captchaProvider !== 'altcha' },
            },
            {
              name: 'captchaSecretKey',
              label: 'Clave secreta',
              type: 'text',
              validate: captchaKeyRequired('CAPTCHA_SECRET_KEY'),
              access: { read: isAdminField },
              admin: { condition: (data) => data?.captchaProvider && data.captchaProvider !== 'altcha' },
            },
            {
              name: 'formScripts',
              label: 'Permitir scripts y llamadas a APIs externas tras el envío',
              type: 'checkbox',
              defaultValue: false,
              admin: {
                description:
                  'Desactivado por seguridad. Solo ejecuta lo que un administrador haya escrito en cada formulario, nunca lo que envía el visitante.',
              },
            },
          ],
        },
        paymentsTab,
        {
          label: 'Comentarios y spam',
          fields: [
            {
              name: 'commentModeration',
              label: 'Moderación de comentarios',
              type: 'select',
              required: true,
              defaultValue: 'known',
              options: [
                { label: 'Publicar solos los de autores con un comentario ya aprobado', value: 'known' },
                { label: 'Revisar todos antes de publicarlos', value: 'all' },
              ],
            },
            {
              name: 'commentNotifyEmail',
              label: 'Avisar de comentarios nuevos a',
              type: 'email',
              admin: { description: 'Vacío: al correo del estudio (pestaña Estudio).' },
            },
            {
              name: 'commentDataRetentionMonths',
              label: 'Meses que se conservan la IP y el navegador de quien comenta',
              type: 'number',
              required: true,
              min: 1,
              max: 120,
              defaultValue: DEFAULT_COMMENT_DATA_RETENTION_MONTHS,
              admin: { description: 'Pasado este plazo se borran de cada comentario; el comentario se queda.' },
            },
            {
              name: 'spamBlocklist',
              label: 'Lista de bloqueo',
              type: 'textarea',
              admin: {
                description:
                  'Una palabra, IP (o principio de IP, p. ej. 192.0.2.) o correo por línea. Un comentario o mensaje que la contenga en el nombre, correo, web, texto o IP se guarda como spam.',
              },
            },
            {
              name: 'spamMaxLinks',
              label: 'Enlaces como máximo por mensaje',
              type: 'number',
              required: true,
              min: 0,
              max: 100,
              defaultValue: SPAM_RULES.maxLinks,
              admin: { description: 'Un comentario o mensaje con más enlaces se guarda como spam.' },
            },
            {
              name: 'akismetApiKey',
              label: 'Clave de Akismet',
              type: 'text',
              access: { read: isAdminField },
              admin: {
                description:
                  'Opcional. Con clave, lo que pasa los filtros propios se consulta también a Akismet (envía el comentario y la IP a Automattic, en EE. UU.: menciónalo en la política de privacidad).',
              },
            },
          ],
        },
        {
          label: 'Analítica y cookies',
          fields: [
            {
              name: 'gtmId',
              label: 'ID del contenedor de Google Tag Manager',
              type: 'text',
              validate: (value: unknown) => tagManagerIdProblem(value) ?? true,
              admin: {
                description:
                  'GTM-XXXXXXX. Solo se carga con el consentimiento de analítica. La variable de entorno GTM_ID, si está definida, tiene prioridad.',
              },
            },
            {
              name: 'analyticsRegion',
              label: 'Región de la analítica',
              type: 'text',
              defaultValue: 'DE',
              validate: (value: unknown) => regionProblem(value) ?? true,
              admin: {
                description:
                  'Se pasa a la configuración de las etiquetas (variable analytics_region de la capa de datos).',
              },
            },
            {
              name: 'crossDomains',
              label: 'Dominios enlazados',
              type: 'text',
              hasMany: true,
              admin: {
                description: 'Dominios propios entre los que se comparte la medición (vinculación entre dominios).',
              },
            },
            {
              name: 'cookieDeclarations',
              label: 'Cookies declaradas',
              type: 'array',
              ...numberedRows('Cookie', 'Cookies', {
                description:
                  'Lo que muestran el aviso de cookies y la tabla de la política de cookies. Si cambias las categorías o las cookies, el aviso vuelve a preguntar a cada visitante.',
              }),
              fields: [
                {
                  name: 'category',
                  label: 'Categoría',
                  type: 'select',
                  required: true,
                  options: CONSENT_CATEGORIES.map((value) => ({ value, label: CONSENT_CATEGORY_LABELS[value] })),
                },
                {
                  name: 'name',
                  label: 'Nombre',
                  type: 'text',
                  required: true,
                  admin: { description: 'Admite un asterisco final, p. ej. _ga_*.' },
                },
                { name: 'provider', label: 'Titular', type: 'text', required: true, defaultValue: 'Propia' },
                { name: 'purpose', label: 'Finalidad', type: 'text', required: true },
                { name: 'duration', label: 'Duración', type: 'text', required: true },
              ],
            },
            cookieBannerField,
            {
              name: 'consentRetentionMonths',
              label: 'Meses que se conservan los registros de consentimiento',
              type: 'number',
              required: true,
              min: 1,
              max: 120,
              defaultValue: DEFAULT_CONSENT_RETENTION_MONTHS,
            },
          ],
        },
      ],
    },
    {
      name: 'seededAt',
      type: 'date',
      // Set once the demo studio is in place, so that a restart never re-creates what editors removed.
      admin: { hidden: true },
    },
  ],
  hooks: {
    afterChange: [
      ({ doc, context, req }) => (
        forgetSiteSettings(req.payload),
        forgetFrontPagePath(req.payload),
        // Every render reads the settings (the layout does), the 404s of old addresses among them.
        revalidateTags([cacheTags.settings], context),
        doc
      ),
    ],
  },
}
