/** What a file field accepts when it has no `filetypes:` option. */
export const DEFAULT_ACCEPT: readonly string[] = ['audio/*', 'video/*', 'image/*']

/** The wildcards CF7 keeps; any other `x/*` is dropped. */
const WILDCARDS = new Set(['audio/*', 'video/*', 'image/*'])

/**
 * Extensions of WordPress's upload MIME table (wp_get_mime_types), plus the camera RAW formats a
 * photography studio may well ask for and AVIF/HEIF. A bare extension works in CF7 whether or not
 * WordPress knows it, so this list only serves to catch typos such as `pdff`.
 */
const KNOWN_EXTENSIONS = new Set(
  (
    'jpg jpeg jpe gif png bmp tif tiff webp ico heic heif avif ' +
    'cr2 cr3 nef arw dng raf orf rw2 ' +
    'asf asx wmv wmx wm avi divx flv mov qt mpeg mpg mpe mp4 m4v ogv webm mkv 3gp 3gpp 3g2 3gp2 ' +
    'txt asc c cc h srt csv tsv ics rtx css htm html vtt dfxp ' +
    'mp3 m4a m4b aac ra ram wav ogg oga flac mid midi wma wax mka ' +
    'rtf js pdf swf class tar zip gz gzip rar 7z exe psd xcf ' +
    'doc pot pps ppt wri xla xls xlt xlw mdb mpp docx docm dotx dotm xlsx xlsm xlsb xltx xltm xlam ' +
    'pptx pptm ppsx ppsm potx potm ppam sldx sldm onetoc onetoc2 onetmp onepkg oxps xps ' +
    'odt odp ods odg odc odb odf wp wpd key numbers pages'
  ).split(' '),
)

/**
 * MIME types of that table as CF7 6.1.6 has it (no image/avif nor image/heif): the browser-side
 * `file` rule converts a MIME type to extensions through it, so any other type matches nothing.
 */
const KNOWN_MIME_TYPES = new Set(
  (
    'image/jpeg image/gif image/png image/bmp image/tiff image/webp image/x-icon image/heic ' +
    'video/x-ms-asf video/x-ms-wmv video/x-ms-wmx video/x-ms-wm video/avi video/divx video/x-flv ' +
    'video/quicktime video/mpeg video/mp4 video/ogg video/webm video/x-matroska video/3gpp video/3gpp2 ' +
    'text/plain text/csv text/tab-separated-values text/calendar text/richtext text/css text/html text/vtt ' +
    'application/ttaf+xml audio/mpeg audio/aac audio/x-realaudio audio/wav audio/ogg audio/flac ' +
    'audio/midi audio/x-ms-wma audio/x-ms-wax audio/x-matroska application/rtf application/javascript ' +
    'application/pdf application/x-shockwave-flash application/java application/x-tar application/zip ' +
    'application/x-gzip application/rar application/x-7z-compressed application/x-msdownload ' +
    'application/octet-stream application/msword application/vnd.ms-powerpoint application/vnd.ms-write ' +
    'application/vnd.ms-excel application/vnd.ms-access application/vnd.ms-project ' +
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document ' +
    'application/vnd.openxmlformats-officedocument.wordprocessingml.template ' +
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet ' +
    'application/vnd.openxmlformats-officedocument.spreadsheetml.template ' +
    'application/vnd.openxmlformats-officedocument.presentationml.presentation ' +
    'application/vnd.openxmlformats-officedocument.presentationml.slideshow ' +
    'application/vnd.openxmlformats-officedocument.presentationml.template ' +
    'application/vnd.openxmlformats-officedocument.presentationml.slide ' +
    'application/onenote application/oxps application/vnd.ms-xpsdocument ' +
    'application/vnd.oasis.opendocument.text application/vnd.oasis.opendocument.presentation ' +
    'application/vnd.oasis.opendocument.spreadsheet application/vnd.oasis.opendocument.graphics ' +
    'application/vnd.oasis.opendocument.chart application/vnd.oasis.opendocument.database ' +
    'application/vnd.oasis.opendocument.formula application/wordperfect application/vnd.apple.keynote ' +
    'application/vnd.apple.numbers application/vnd.apple.pages'
  ).split(' '),
)

/** The entries of `filetypes:` options: split on whitespace, `|` and `,`, lower-cased, de-duplicated. */
export function splitFileTypes(filetypes: readonly string[]): string[] {
  const entries = filetypes.flatMap((option) => option.toLowerCase().split(/[\s|,]+/))
  return [...new Set(entries.filter((entry) => entry !== ''))]
}

/** How CF7 writes one entry into `accept`: `.ext`, a kept wildcard or MIME type, or `undefined` (dropped). */
function toAcceptEntry(entry: string): string | undefined {
  if (!entry.includes('/')) {
    const extension = entry.replace(/^\.+|\.+$/g, '')
    return extension === '' ? undefined : `.${extension}`
  }
  if (entry.endsWith('/*')) return WILDCARDS.has(entry) ? entry : undefined
  return KNOWN_MIME_TYPES.has(entry) ? entry : undefined
}

/** The `accept` list of a file tag's `file` rule, from the values of its `filetypes:` options. */
export function acceptFromFileTypes(filetypes: readonly string[]): string[] {
  if (filetypes.length === 0) return [...DEFAULT_ACCEPT]
  return splitFileTypes(filetypes).flatMap((entry) => toAcceptEntry(entry) ?? [])
}

/** Whether an entry names a file type this site knows (for the checker; CF7 itself is laxer). */
export function isKnownFileType(entry: string): boolean {
  const accepted = toAcceptEntry(entry)
  if (accepted === undefined) return false
  // `.tar.gz` is not a single extension, and the browser-side rule would read it as a MIME type.
  return accepted.includes('/') || KNOWN_EXTENSIONS.has(accepted.slice(1))
}
