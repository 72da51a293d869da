import { getSettings } from '@/data/globals'
import type { LegalNoticeBlock } from '@/payload-types'

import { legalNoticeItems } from './legalNoticeItems'
import { LegalNoticeView } from './LegalNoticeView'
import './legalNotice.css'

/**
 * LSSI art. 10 data drawn from Ajustes del sitio → Estudio at render time, so that the legal notice
 * never disagrees with the footer or the privacy policy's controller.
 */
export async function LegalNoticeComponent({ intro }: LegalNoticeBlock) {
  return <LegalNoticeView intro={intro} items={legalNoticeItems(await getSettings())} />
}
