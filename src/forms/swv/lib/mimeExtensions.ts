/**
 * MIME type → file extensions, after WordPress wp_get_mime_types() as CF7 6.1.6's browser validator
 * carries it (so no avif, heif or audio/3gpp, which only 6.2-dev adds). Keys are matched exactly as
 * written, which is why `APPLICATION/PDF` matches nothing in CF7 either.
 */
const MIME_EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg jpeg jpe', 'image/gif': 'gif', 'image/png': 'png', 'image/bmp': 'bmp',
  'image/tiff': 'tiff tif', 'image/webp': 'webp', 'image/x-icon': 'ico', 'image/heic': 'heic',
  'video/x-ms-asf': 'asf asx', 'video/x-ms-wmv': 'wmv', 'video/x-ms-wmx': 'wmx', 'video/x-ms-wm': 'wm',
  'video/avi': 'avi', 'video/divx': 'divx', 'video/x-flv': 'flv', 'video/quicktime': 'mov qt',
  'video/mpeg': 'mpeg mpg mpe', 'video/mp4': 'mp4 m4v', 'video/ogg': 'ogv', 'video/webm': 'webm',
  'video/x-matroska': 'mkv', 'video/3gpp': '3gp 3gpp', 'video/3gpp2': '3g2 3gp2',
  'text/plain': 'txt asc c cc h srt', 'text/csv': 'csv', 'text/tab-separated-values': 'tsv',
  'text/calendar': 'ics', 'text/richtext': 'rtx', 'text/css': 'css', 'text/html': 'htm html', 'text/vtt': 'vtt',
  'audio/mpeg': 'mp3 m4a m4b', 'audio/aac': 'aac', 'audio/x-realaudio': 'ra ram', 'audio/wav': 'wav',
  'audio/ogg': 'ogg oga', 'audio/flac': 'flac', 'audio/midi': 'mid midi', 'audio/x-ms-wma': 'wma',
  'audio/x-ms-wax': 'wax', 'audio/x-matroska': 'mka',
  'application/ttaf+xml': 'dfxp', 'application/rtf': 'rtf', 'application/javascript': 'js',
  'application/pdf': 'pdf', 'application/x-shockwave-flash': 'swf', 'application/java': 'class',
  'application/x-tar': 'tar', 'application/zip': 'zip', 'application/x-gzip': 'gz gzip',
  'application/rar': 'rar', 'application/x-7z-compressed': '7z', 'application/x-msdownload': 'exe',
  'application/octet-stream': 'psd xcf', 'application/msword': 'doc',
  'application/vnd.ms-powerpoint': 'pot pps ppt', 'application/vnd.ms-write': 'wri',
  'application/vnd.ms-excel': 'xla xls xlt xlw', 'application/vnd.ms-access': 'mdb',
  'application/vnd.ms-project': 'mpp', 'application/onenote': 'onetoc onetoc2 onetmp onepkg',
  'application/oxps': 'oxps', 'application/vnd.ms-xpsdocument': 'xps', 'application/wordperfect': 'wp wpd',
  'application/vnd.apple.keynote': 'key', 'application/vnd.apple.numbers': 'numbers',
  'application/vnd.apple.pages': 'pages',
  // Office Open XML and its macro-enabled variants.
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-word.document.macroEnabled.12': 'docm',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.template': 'dotx',
  'application/vnd.ms-word.template.macroEnabled.12': 'dotm',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.ms-excel.sheet.macroEnabled.12': 'xlsm',
  'application/vnd.ms-excel.sheet.binary.macroEnabled.12': 'xlsb',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.template': 'xltx',
  'application/vnd.ms-excel.template.macroEnabled.12': 'xltm',
  'application/vnd.ms-excel.addin.macroEnabled.12': 'xlam',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
  'application/vnd.ms-powerpoint.presentation.macroEnabled.12': 'pptm',
  'application/vnd.openxmlformats-officedocument.presentationml.slideshow': 'ppsx',
  'application/vnd.ms-powerpoint.slideshow.macroEnabled.12': 'ppsm',
  'application/vnd.openxmlformats-officedocument.presentationml.template': 'potx',
  'application/vnd.ms-powerpoint.template.macroEnabled.12': 'potm',
  'application/vnd.ms-powerpoint.addin.macroEnabled.12': 'ppam',
  'application/vnd.openxmlformats-officedocument.presentationml.slide': 'sldx',
  'application/vnd.ms-powerpoint.slide.macroEnabled.12': 'sldm',
  // OpenDocument.
  'application/vnd.oasis.opendocument.text': 'odt', 'application/vnd.oasis.opendocument.presentation': 'odp',
  'application/vnd.oasis.opendocument.spreadsheet': 'ods', 'application/vnd.oasis.opendocument.graphics': 'odg',
  'application/vnd.oasis.opendocument.chart': 'odc', 'application/vnd.oasis.opendocument.database': 'odb',
  'application/vnd.oasis.opendocument.formula': 'odf',
}

/**
 * The extensions (without dot) of `top/sub`, or of every type under `top` for `top/*` (the top level
 * compared case-insensitively there, as CF7 does). Anything not shaped like a MIME type gives none.
 */
export function extensionsForMime(mime: string): string[] {
  const match = /^([a-z]+)\/(\*|[a-z0-9.+-]+)$/i.exec(mime)
  if (!match) return []
  const wildcardPrefix = match[2] === '*' ? `${(match[1] ?? '').toLowerCase()}/` : undefined
  return Object.entries(MIME_EXTENSIONS)
    .filter(([type]) => (wildcardPrefix ? type.startsWith(wildcardPrefix) : type === mime))
    .flatMap(([, extensions]) => extensions.split(' '))
}
