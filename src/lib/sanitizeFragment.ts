import sanitizeHtml from 'sanitize-html'

/** Hosts whose players or maps an imported fragment may embed (consent-gated where it is shown). */
const EMBED_HOSTS = [
  'www.youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'www.google.com',
  'maps.google.com',
]

/**
 * What is kept of markup the import cannot turn into a block (a third-party shortcode's output, an
 * unknown block or widget): the document's structure, links, images and tables; never scripts,
 * styles, forms, event handlers or javascript: URLs.
 */
export function sanitizeFragment(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      ...sanitizeHtml.defaults.allowedTags,
      'img',
      'figure',
      'figcaption',
      'picture',
      'source',
      'iframe',
      'del',
      'ins',
      'sup',
      'sub',
      'small',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading'],
      source: ['srcset', 'type', 'media', 'sizes'],
      iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan', 'scope'],
      '*': ['class', 'id', 'lang', 'dir'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedIframeHostnames: EMBED_HOSTS,
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
      }),
    },
  }).trim()
}
