import type { CollectionConfig } from 'payload'

const nobody = () => false

/**
 * CAPTCHA tokens already used, so that one solved challenge cannot send two messages. The unique
 * index makes "first use wins" hold across processes; rows are purged once the token has expired.
 */
export const CaptchaSpent: CollectionConfig = {
  slug: 'captcha-spent',
  labels: { singular: 'Token de CAPTCHA usado', plural: 'Tokens de CAPTCHA usados' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'token', type: 'text', required: true, unique: true, index: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}
