import { describe, expect, it } from 'vitest'

import { behaviourFieldsForAkismet } from '@/antispam/akismet'
import { ANTISPAM } from '@/lib/constants'

describe('behaviourFieldsForAkismet', () => {
  it('forwards the prefixed fields as POST_<name> and names the honeypot', () => {
    const fields: [string, string][] = [
      ['_wpcf7_ak_bkpc', '12'],
      ['_wpcf7_ak_hp_textarea', ''],
      ['your-message', 'Hola'],
      ['_wpcf7', '7'],
    ]
    expect(behaviourFieldsForAkismet(fields, ANTISPAM.contactFormFieldPrefix)).toEqual({
      honeypot_field_name: '_wpcf7_ak_hp_textarea',
      POST__wpcf7_ak_bkpc: '12',
      POST__wpcf7_ak_hp_textarea: '',
    })
  })
})
