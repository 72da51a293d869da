/**
 * The numbers the product description gives for what a visitor sees and feels (breakpoints, delays,
 * the forms' and CAPTCHA's timings), in one place, so that a change to one is a change to one line.
 * Each subsystem's own limits live with it: loginGuard/core/accountLimits, mail/outboxLimits,
 * comments/core/commentLimits, privacy/consentLimits, lib/formLimits, lib/mediaLimits.
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
