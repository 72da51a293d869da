import type { EmbedSlide, VideoSlide } from './lightboxSlide'

const FILE_TYPES: Record<string, string> = { mp4: 'video/mp4', webm: 'video/webm' }
const YOUTUBE_ID = /^[\w-]{11}$/
const VIMEO_ID = /^\d+$/

function youtubeId(url: URL): string | undefined {
  const host = url.hostname.replace(/^(www|m)\./, '')
  const parts = url.pathname.split('/').filter(Boolean)
  if (host === 'youtu.be') return parts[0]
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return undefined
  if (parts[0] === 'watch') return url.searchParams.get('v') ?? undefined
  if (parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live' || parts[0] === 'v') return parts[1]
  return undefined
}

// vimeo.com/{id}, vimeo.com/{id}/{hash} (unlisted), vimeo.com/channels/{name}/{id},
// player.vimeo.com/video/{id}?h={hash}.
function vimeo(url: URL): { id: string; hash?: string } | undefined {
  const host = url.hostname.replace(/^www\./, '')
  const parts = url.pathname.split('/').filter(Boolean)
  if (host === 'player.vimeo.com' && parts[0] === 'video')
    return { id: parts[1] ?? '', hash: url.searchParams.get('h') ?? undefined }
  if (host !== 'vimeo.com') return undefined
  const at = parts.findIndex((p) => VIMEO_ID.test(p))
  if (at < 0) return undefined
  const hash = parts[at + 1]
  return { id: parts[at]!, hash: hash && /^[\da-f]+$/i.test(hash) ? hash : undefined }
}

/**
 * The lightbox slide for a video URL (Elementor's lightbox action with type `video`): a file of our
 * own (mp4 or WebM) plays in a <video>; YouTube and Vimeo play in their privacy-enhanced players
 * (youtube-nocookie.com, Vimeo with dnt=1), which set no tracking cookies until the visitor plays.
 * Anything else → null, so the caller can warn instead of opening an empty box.
 */
export function videoSlide(raw: unknown): VideoSlide | EmbedSlide | null {
  if (typeof raw !== 'string' || !raw.trim()) return null
  let url: URL
  try {
    url = new URL(raw.trim(), 'http://localhost/')
  } catch {
    // Not an address: the caller warns the editor instead of opening an empty box.
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const share = raw.trim()
  const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase()
  const type = extension ? FILE_TYPES[extension] : undefined
  if (type) return { type: 'video', sources: [{ src: share, type }], autoPlay: true, share }
  const youtube = youtubeId(url)
  if (youtube !== undefined) {
    if (!YOUTUBE_ID.test(youtube)) return null
    return {
      type: 'embed',
      provider: 'youtube',
      src: `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1&rel=0`,
      share,
    }
  }
  const vimeoVideo = vimeo(url)
  if (vimeoVideo) {
    if (!VIMEO_ID.test(vimeoVideo.id)) return null
    const hash = vimeoVideo.hash ? `&h=${vimeoVideo.hash}` : ''
    return {
      type: 'embed',
      provider: 'vimeo',
      src: `https://player.vimeo.com/video/${vimeoVideo.id}?dnt=1&autoplay=1${hash}`,
      share,
    }
  }
  return null
}
