import type { WxrItem } from '../wxr/types'

/** A Search block in block-editor content. */
const SEARCH_BLOCK = /<!--\s*wp:search[\s/]/
/** Elementor's search widgets in a template's data (its JSON). */
const SEARCH_WIDGET = /"widgetType"\s*:\s*"(?:search-form|wp-widget-search)"/

/**
 * Whether the old site's header had a search box: a block theme's header template part or its
 * navigation holding a Search block, or an Elementor header template holding a search widget.
 * (A classic theme's header is PHP, not in the export.) The import then turns on «Buscador en la
 * cabecera».
 */
export function headerHasSearch(items: readonly WxrItem[]): boolean {
  return items.some((item) => {
    switch (item.type) {
      case 'wp_template_part':
        return isHeaderPart(item) && SEARCH_BLOCK.test(item.content)
      case 'wp_navigation':
        return SEARCH_BLOCK.test(item.content)
      case 'elementor_library':
        return (
          item.meta['_elementor_template_type'] === 'header' && SEARCH_WIDGET.test(item.meta['_elementor_data'] ?? '')
        )
      default:
        return false
    }
  })
}

/** A template part in the header area (its `wp_template_part_area` term), or named header. */
const isHeaderPart = (item: WxrItem) =>
  item.terms.some((t) => t.domain === 'wp_template_part_area' && t.slug === 'header') ||
  /^header(?:-|$)/.test(item.slug)
