/**
 * The client galleries' numbers (issue 34), in one place: a change to one is a change to one line.
 */
export const GALLERY_LIMITS = {
  /** A new gallery expires this many days after it is created, unless the studio changes it. */
  defaultExpiryDays: 90,
  /** The originals are deleted this many days after the gallery expires… */
  originalsKeptAfterExpiryDays: 30,
  /** …and the studio is warned by mail this many days before that. */
  deletionWarningDays: 7,
  /** Random bytes in a gallery's private link: 144 bits, 24 characters of base64url (≥ 128 bits asked). */
  tokenBytes: 18,
  /** A PIN is digits only, this long (what a client types on a phone, read out over WhatsApp). */
  pinDigits: { min: 4, max: 8 },
  /** Who opened and downloaded what is kept for the studio this many days. */
  accessLogDays: 365,
  /**
   * One «abrió la galería» line per visit: the same network and browser opening it again within this
   * many minutes (a reload, «Mis favoritas», coming back from a photo) adds none.
   */
  visitMinutes: 60,
  /** The browser's name kept in the access log, in characters (enough to tell a phone from a computer). */
  userAgentMaxChars: 300,
  /** A client's note on a photo, in characters. */
  noteMaxChars: 1000,
  /** Widths made for the web from each original (the grid, the lightbox, a phone's retina screen). */
  webWidths: [480, 960, 1600, 2400],
  /** The «tamaño web» download: the longest side of the JPEG a client gets when originals are not allowed. */
  webDownloadLongSide: 2400,
  /** A camera file above this is refused at upload (100 MP RAW-sized JPEGs stay well under it). */
  maxUploadBytes: 200 * 1024 * 1024,
  /** The cover in the invitation mail: a JPEG at most this many pixels a side. */
  mailCoverSide: 800,
  /** The stored web size the mail's cover is made from is read whole; larger than this, it is skipped. */
  mailCoverSourceMaxBytes: 20 * 1024 * 1024,
  /** Thumbnails a set shows in the gallery's admin view (the rest are counted: «y 740 más»). */
  adminThumbnails: 60,
  /** The admin reads a set's counts again this often while some of its photos are being prepared. */
  adminPollMs: 5000,
  /** The studio's logo is read whole to mark the previews; a file larger than this is no logo, and the name is used. */
  watermarkLogoMaxBytes: 5 * 1024 * 1024,
  /** Pixels sharp will decode from one photo (a 150 MP medium-format file); larger is refused. */
  maxInputPixels: 150_000_000,
  /** Files uploading at once from the studio's browser. */
  parallelUploads: 3,
  /** A file streamed into S3 by the galleries' store goes in parts of this size (S3's minimum is 5 MiB). */
  s3PartBytes: 8 * 1024 * 1024,
  /**
   * An upload's record (size, gallery, S3's multipart id) is remembered by an instance this long after
   * it read it: one PATCH reads it several times, and another instance may finish or remove the upload.
   */
  uploadMetadataCacheMs: 60_000,
  /** A tus PATCH carries at most this much (below the S3 store's part size and the proxy's body limit). */
  uploadChunkBytes: 8 * 1024 * 1024,
  /**
   * «Descargar todas» reads and sends at most this much at a time: a download holds a chunk or two
   * (256 KiB streams a third faster than Node's 64 KiB default, as fast as reading the file alone).
   */
  zipChunkBytes: 256 * 1024,
  /**
   * …and keeps up to this many chunks read ahead (1 MiB), so that the disk or S3 and the socket work
   * at once instead of taking turns: one chunk at a time held a download to a fifth of nginx's speed.
   */
  zipQueuedChunks: 4,
  /**
   * An upload left unfinished (a closed laptop, a lost connection) can be resumed for this many days;
   * then the background jobs remove what it had sent. An 80 GB session over a slow line takes a day.
   */
  unfinishedUploadDays: 3,
  /** Pauses before the browser tries a failed chunk again; after the last, the file is marked failed. */
  uploadRetryDelaysMs: [0, 1000, 3000, 5000, 10_000, 20_000, 30_000],
} as const
