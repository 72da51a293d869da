import { LinkFeature } from '@payloadcms/richtext-lexical'
import type { TextField, Validate } from 'payload'

import { validateHref } from '@/lib/safeHref'

/**
 * Lexical's link with the site's rule for every address typed in the editor (lib/safeHref): a
 * `javascript:` or `data:` link is refused at save, beside the link, as in the menus' link fields.
 * Lexical's own check (no spaces) still applies first; an internal link has no address to check.
 */
export const safeLinkFeature = () =>
  LinkFeature({
    fields: ({ defaultFields }) =>
      defaultFields.map((field) => {
        if (!('name' in field) || field.name !== 'url') return field
        const own = (field as TextField).validate as Validate<string> | undefined
        const validate: Validate<string> = async (value, options) => {
          if ((options.siblingData as { linkType?: string } | undefined)?.linkType === 'internal') return true
          const found = own ? await own(value, options) : true
          if (typeof found === 'string') return found
          return validateHref(value)
        }
        return { ...field, validate } as TextField
      }),
  })
