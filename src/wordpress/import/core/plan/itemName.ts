import { plainTitle } from '@/lib/html/titleHtml'

import type { WxrItem } from '../wxr/types'

const KIND: Record<string, string> = {
  post: 'entrada',
  page: 'página',
  attachment: 'adjunto',
  nav_menu_item: 'elemento de menú',
  wpcf7_contact_form: 'formulario',
}

/**
 * How the report names an item: its title as the studio read it (text, without WordPress's inline
 * markup), else an attachment's file name, else what it is («entrada sin título»), never nothing.
 */
export function itemName(item: WxrItem): string {
  const title = plainTitle(item.title).replace(/\s+/g, ' ').trim()
  if (title) return title
  const file = (item.meta._wp_attached_file || item.attachmentUrl).split('/').pop()
  if (file) return file
  return `${KIND[item.type] ?? (item.type || 'elemento')} sin título`
}
