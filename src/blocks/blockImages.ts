/**
 * A block's picture in the «Añadir bloque» drawer: a small drawing of what it puts on the page, served
 * from public/admin/blocks/ (3:2, as Payload's tiles are). Decorative: the tile names the block.
 */
export const blockImages = (slug: string) => ({ thumbnail: { url: `/admin/blocks/${slug}.svg`, alt: '' } })
