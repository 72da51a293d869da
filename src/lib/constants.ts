/**
 * Every number the product description gives, in one place. Components, scripts and tests import
 * from here so that a change to a delay or a breakpoint is a change to one line.
 */

import breakpoints from './breakpoints.json'

/**
 * Responsive breakpoints (seed §9): the upper bound of each enabled range, in CSS pixels. They live
 * in breakpoints.json so that the CSS media queries (postcss/breakpoints.cjs) read the same numbers.
 */
export const BREAKPOINTS: { readonly mobile: number; readonly tablet: number } = breakpoints

/** The disabled breakpoints the page builder also declares; kept for the front-end config. */
export const DISABLED_BREAKPOINTS = {
  mobile_extra: 880,
  tablet_extra: 1200,
  laptop: 1366,
  widescreen: 2400,
} as const

/** Main menu: hover intent delays and the submenu's width range (seed §9). */
export const MENU = {
  showDelayMs: 250,
  hideDelayMs: 500,
  submenuMinWidthEm: 10,
  submenuMaxWidthEm: 20,
} as const

/** Background images of sections load when they come this close to the viewport (seed §2, §9). */
export const LAZY_LOAD_MARGIN_PX = 200

/** Anchor links scroll in this time (seed §9). */
export const ANCHOR_SCROLL_MS = 500

/** Resize debounces of motion effects and sticky elements (seed §9). */
export const MOTION_RESIZE_DEBOUNCE_MS = 200
export const STICKY_RESIZE_DEBOUNCE_MS = 300

/** Nested tabs animate in this time unless shown instantly (seed §9). */
export const TAB_ANIMATION_MS = 400

/** Carousel slides per view (seed §9). */
export const CAROUSEL = {
  slidesDesktop: 3,
  slidesTablet: 2,
  slidesMobile: 1,
  minSlidesToStart: 2,
} as const

/** Links to files with these extensions open in the lightbox (seed §2, §9). */
export const LIGHTBOX_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'svg', 'webp'] as const

/** The consent banner's choice is kept this long (seed §9). */
export const CONSENT_COOKIE_DAYS = 365

/** Posts per page on /blog/ and category archives, as WordPress's default "posts_per_page". */
export const POSTS_PER_PAGE = 10

/** The site's language: Spanish (Spain), left to right (seed §1, §9). */
export const LOCALE = 'es-ES'
export const LANGUAGE = 'es'

/** The studio's mark, served from public/: the site's and the admin's favicon, the admin's nav icon. */
export const FAVICON_URL = '/favicon.svg'

/**
 * Admin login. Failures slow down the address they come from (LOGIN_THROTTLE), so one visitor
 * cannot lock the studio out; only a sustained attack on one account, from many addresses, locks it
 * for a while (and its owner is told by mail).
 */
export const LOGIN_MAX_ATTEMPTS = 30
export const LOGIN_LOCK_MS = 30 * 60 * 1000
/** Per address: a few free failures, then a wait that doubles with each failure, up to a cap. */
export const LOGIN_THROTTLE = {
  freeFailures: 3,
  firstDelayMs: 2_000,
  maxDelayMs: 15 * 60 * 1000,
  /** An address's failures are forgotten this long after its last one. */
  forgetAfterMs: 24 * 60 * 60 * 1000,
  /** Addresses remembered at most (the oldest forgotten first), so a flood cannot fill memory. */
  maxAddresses: 50_000,
}
/**
 * Login and password-reset answers take at least this long, so their timing does not tell a known
 * address (password hashing, a reset mail) from an unknown one. Above the hashing time here (~150 ms).
 */
export const ACCOUNT_ANSWER_FLOOR_MS = 500
/** How long a password-reset link works. */
export const PASSWORD_RESET_EXPIRY_MS = 60 * 60 * 1000

/** How long a CDN or reverse proxy may keep a published page before asking again, in seconds. */
export const PAGE_CACHE_S_MAXAGE = 60
export const PAGE_CACHE_STALE_WHILE_REVALIDATE = 600

/**
 * Contact forms (seed §3, §4, §9). The plugin version and locale are what each form's hidden
 * `_wpcf7_version` / `_wpcf7_locale` carry, so scripts written for Contact Form 7 read familiar values.
 */
export const CONTACT_FORM = {
  pluginVersion: '6.1.6',
  locale: 'es_ES',
  /** A popup ordered by the server appears this long after the response… */
  popupDelayMs: 1000,
  /** …and is removed from the page this long after the visitor closes it. */
  popupRemoveAfterCloseMs: 4000,
  /** Redirect delays come in seconds; this turns them into milliseconds. */
  redirectDelayUnitMs: 1000,
  /** Phone numbers: 6–15 characters after normalisation; e-mail: at least 6 characters. */
  telMinLength: 6,
  telMaxLength: 15,
  emailMinLength: 6,
  /** Step-number tolerance, in decimals. */
  stepDecimals: 6,
  /**
   * Without JavaScript no invisible CAPTCHA can run, so a form posted that way asks the visitor to
   * type a word instead, shown (only inside <noscript>) by a small frame that issues a new one each
   * time it loads: signed, good once and for noJsChallengeMs. A script that read the page once has
   * no word to type.
   */
  noJsCheckField: '_wpcf7_nojs_check',
  noJsWords: [
    'luz',
    'foco',
    'lente',
    'flash',
    'retrato',
    'sombra',
    'color',
    'marco',
    'papel',
    'cielo',
    'nube',
    'playa',
    'bosque',
    'cámara',
    'álbum',
    'estudio',
    'paisaje',
    'reflejo',
    'negativo',
    'enfoque',
  ],
  noJsChallengeMs: 30 * 60 * 1000,
  noJsChallengeCookie: 'wpcf7_nojs_',
} as const

/** Invisible CAPTCHA (seed §4, §9): the actions tokens are requested for, and their timeouts. */
export const CAPTCHA = {
  pageLoadAction: 'homepage',
  formAction: 'contactform',
  anchorTimeoutMs: 20000,
  executeTimeoutMs: 15000,
  /** A token older than this is refused by the server, as reCAPTCHA's own tokens expire. */
  tokenMaxAgeMs: 2 * 60 * 1000,
  /** Below this score (reCAPTCHA v3, 0–1) a submission is treated as spam. */
  minScore: 0.5,
} as const

/** Anti-spam behaviour signals (seed §9). */
export const ANTISPAM = {
  maxTimingEntries: 100,
  debounceMs: 500,
  fieldPrefix: 'ak_',
  contactFormFieldPrefix: '_wpcf7_ak_',
} as const

/** Limits on what a visitor may post to a contact form; over them the request is refused with 413. */
export const FORM_LIMITS = {
  /** The whole request body. */
  maxBodyBytes: 30 * 1024 * 1024,
  /** Any one text field. */
  maxFieldBytes: 64 * 1024,
  maxFields: 200,
  maxFiles: 10,
  /** Any one file, whatever the form's own `limit:` says (that one is checked as a field error). */
  maxFileBytes: 25 * 1024 * 1024,
} as const

/**
 * Photos the studio uploads to the media library: a camera's original as it comes (JPEG, PNG, WebP,
 * AVIF), up to this size and this many pixels (a 61-megapixel sensor gives 60.2 million). Every
 * layer that can refuse the body agrees: Payload's upload limits (payload.config.ts), the media
 * routes' own answer (collections/Media/server/guardMediaUploads.ts), the admin's check before
 * sending, and nginx's client_max_body_size (deploy/nginx.conf, checked by a unit test).
 */
export const MEDIA_MAX_UPLOAD_BYTES = 100 * 1024 * 1024
export const MEDIA_MAX_PIXELS = 61_000_000
/** Room in one upload request for the multipart framing and the document's own fields. */
export const MEDIA_MAX_REQUEST_BYTES = MEDIA_MAX_UPLOAD_BYTES + 1024 * 1024

/**
 * A form posted without JavaScript reaches its page, and Next keeps in memory (and cuts at this
 * size) every body its proxy sees; posts to the REST API stream and are limited by FORM_LIMITS.
 */
export const NOJS_MAX_BODY_BYTES = 2 * 1024 * 1024

/** Outgoing mail: retries with exponential back-off, then the message waits for an editor. */
export const OUTBOX = {
  pollIntervalMs: 5000,
  firstRetryMs: 30 * 1000,
  maxRetryMs: 60 * 60 * 1000,
  maxAttempts: 12,
  /** A message being sent is leased to one process for this long, so that no two send it. */
  leaseMs: 2 * 60 * 1000,
  smtpTimeoutMs: 20 * 1000,
  /** A notice waiting this long is told on the dashboard: by then a few retries have failed. */
  stuckAfterMs: 10 * 60 * 1000,
  /**
   * The longest text (or HTML) of a message: every field of a form at its largest, or a comment of
   * WordPress's longest, quoted in the studio's notice. Payload's default for a text (40,000
   * characters) made a long comment's notice fail, and with it the comment (a 500).
   */
  maxTextChars: FORM_LIMITS.maxFields * FORM_LIMITS.maxFieldBytes + 64 * 1024,
} as const

/**
 * The contact forms' auto-reply goes to an address the visitor typed: at most this many a day to
 * one address (however written) and from one IP address, so that the site cannot be made to mail
 * someone over and over. Enough for a visitor who writes a few times, or a family sharing a line.
 */
export const AUTO_REPLY = {
  perRecipient: 3,
  perIp: 5,
  windowMs: 24 * 60 * 60 * 1000,
} as const

/** Submissions are kept this many months unless the studio chooses otherwise (RGPD). */
export const DEFAULT_SUBMISSION_RETENTION_MONTHS = 12

/**
 * Proof of consent is kept this long (RGPD art. 7.1 asks the studio to be able to show it; the
 * banner asks again after CONSENT_COOKIE_DAYS, so two years covers a choice and its renewal).
 */
export const DEFAULT_CONSENT_RETENTION_MONTHS = 24

/**
 * What /wp-json/revela/v1/consent accepts. A banner's choice is a few hundred bytes and a visitor
 * makes one now and then, so 30 records per address in ten minutes only stops a script filling the
 * table; the page's path is cut at 500 characters, more than any of the site's own.
 */
export const CONSENT_RECORD_LIMIT = {
  maxBodyBytes: 4 * 1024,
  perIp: 30,
  windowMs: 10 * 60 * 1000,
  maxPageUrlLength: 500,
} as const

/** A commenter's IP address and browser are kept this many months, for moderation (RGPD). */
export const DEFAULT_COMMENT_DATA_RETENTION_MONTHS = 6

/**
 * The server's spam rules (src/antispam/rules) and the per-IP rate limit in front of them. The
 * seed gives none of these numbers; they are the studio's defaults, chosen to stop form-posting
 * bots without turning away a visitor who types fast or pastes a long message.
 */
export const SPAM_RULES = {
  /** More links than this in a message is spam; WordPress's `comment_max_links` also defaults to 2. */
  maxLinks: 2,
  /** A form sent sooner than this after the page loaded was not filled in by a person. */
  minFillMs: 1000,
  /** Free text longer than this, sent without a single keypress, was not typed by a person. */
  noKeystrokesMinTextLength: 20,
  /**
   * Timestamps before 2020-01-01 are not real: without JavaScript the `js` field keeps the small
   * random number the server rendered, which must not be read as a page-load time.
   */
  minPlausibleTimestampMs: 1_577_836_800_000,
  /** How long a form waits for Akismet's answer before going on without it. */
  akismetTimeoutMs: 5000,
  /** Posts allowed from one IP address in the window; enough for a visitor correcting mistakes. */
  rateLimitPerIp: 10,
  rateLimitWindowMs: 10 * 60 * 1000,
  /** The rate limiter remembers at most this many addresses, so a flood cannot exhaust memory. */
  rateLimitMaxKeys: 10_000,
} as const

/**
 * Comments, with WordPress's defaults: threads five levels deep, 50 top-level comments a page, one
 * comment per 15 s from the same visitor, and the column lengths wp_check_comment_data_max_lengths()
 * enforces (counted in characters, as mb_strlen does).
 */
export const COMMENTS = {
  maxDepth: 5,
  perPage: 50,
  floodIntervalMs: 15 * 1000,
  /** WordPress's comment_cookie_lifetime: the "save my data" cookies last about 347 days. */
  cookieLifetimeS: 30_000_000,
  /** Comments in spam or the bin are deleted after this many days (WordPress's EMPTY_TRASH_DAYS). */
  purgeSpamAfterDays: 30,
  maxLength: { author: 245, email: 100, url: 200, comment: 65525 },
  /**
   * The comment form's invisible CAPTCHA (the contact forms' own, on unless COMMENT_CAPTCHA=off):
   * the token the script writes at submit, and the word a visitor without JavaScript types instead,
   * shown by the same one-time challenge frame as in the contact forms (antispam/nojs).
   */
  captchaField: 'comment_captcha_response',
  noJsCheckField: 'comment_nojs_check',
} as const

/** How long after seeding the demo's own documents may still be written (seeding takes a while): what is written later is the studio's. */
export const SEED_WINDOW_MS = 15 * 60 * 1000
