import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

import { CAPTCHA_PROVIDERS, type CaptchaProvider } from './lib/captchaProviders'
import { SPAM_RULES } from './lib/constants'
import { DEMO_ADMIN_PASSWORD, MIN_PASSWORD_LENGTH, passwordProblem } from './lib/passwordProblem'
import { trustedProxies } from './lib/trustedProxies'
import { STRIPE_SECRET_KEY } from './lib/stripeSecretKey'

/**
 * The environment, parsed and validated once (server only). A bad value stops start-up with one line
 * that names the variable and says how to fix it; nothing else in the app reads process.env.
 */

export class ConfigError extends Error {
  override name = 'ConfigError'
}

const isLocalHost = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)

// The secret key travels in every request to this address, so plain http is only for a stand-in on this machine.
const isSafeStripeBase = (u: string) => {
  if (!URL.canParse(u)) return false
  const url = new URL(u)
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLocalHost(url))
}

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'debe ser un número de puerto (1-65535)' })
    .int('debe ser un número entero')
    .min(1, 'debe estar entre 1 y 65535')
    .max(65535, 'debe estar entre 1 y 65535')
    .default(3000),
  SITE_URL: z
    .url({ message: 'debe ser una URL absoluta, p. ej. https://estudio.example' })
    .refine((u) => /^https?:\/\//.test(u), 'debe empezar por http:// o https://')
    .optional(),
  DATABASE_URL: z
    .string()
    .refine(
      (u) => /^file:.+/.test(u) || /^postgres(ql)?:\/\/.+/.test(u),
      'debe ser una ruta file:… (SQLite) o una URL postgres://… (PostgreSQL)',
    )
    .optional(),
  // Where the site keeps what it writes (the SQLite file, media, visitors' files, uploads in transit,
  // the generated secret): one folder to back up, to put on its own disk, or to give each test server.
  DATA_DIR: z.string().min(1).default('./data'),
  PAYLOAD_SECRET: z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
  ADMIN_EMAIL: z.email({ message: 'debe ser una dirección de correo' }).default('admin@revela.test'),
  ADMIN_PASSWORD: z.string().min(10, 'debe tener al menos 10 caracteres').default(DEMO_ADMIN_PASSWORD),
  SMTP_URL: z
    .string()
    .refine((u) => /^smtps?:\/\/.+/.test(u), 'debe ser una URL smtp://… o smtps://…')
    .optional(),
  MEDIA_DIR: z.string().min(1).optional(),
  GALLERIES_DIR: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']).default('info'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ENDPOINT: z
    .url({ message: 'debe ser una URL absoluta, p. ej. https://s3.example:9000' })
    .refine((u) => /^https?:\/\//.test(u), 'debe empezar por http:// o https://')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  CAPTCHA_PROVIDER: z
    .enum(CAPTCHA_PROVIDERS, { message: `debe ser uno de: ${CAPTCHA_PROVIDERS.join(', ')}` })
    .optional(),
  CAPTCHA_SITE_KEY: z.string().min(1).optional(),
  CAPTCHA_SECRET_KEY: z.string().min(1).optional(),
  COMMENT_CAPTCHA: z.enum(['on', 'off'], { message: 'debe ser on u off' }).optional(),
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, 'debe tener la forma GTM-XXXXXXX')
    .optional(),
  TRUST_PROXY: z.string().optional(),
  POST_RATE_LIMIT: z.coerce
    .number({ message: 'debe ser un número de envíos' })
    .int('debe ser un número entero')
    .min(1, 'debe ser al menos 1')
    .optional(),
  AKISMET_ENDPOINT: z
    .url({ message: 'debe ser una URL absoluta, p. ej. https://rest.akismet.com/1.1/' })
    .refine((u) => /^https?:\/\//.test(u), 'debe empezar por http:// o https://')
    .optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(STRIPE_SECRET_KEY, 'debe ser una clave secreta de Stripe (sk_live_…, sk_test_… o rk_…)')
    .optional(),
  STRIPE_API_BASE: z
    .url({ message: 'debe ser una URL absoluta, p. ej. https://api.stripe.com' })
    .refine(isSafeStripeBase, 'debe empezar por https:// (http:// solo con localhost o 127.0.0.1)')
    .optional(),
  PAYPAL_ACCOUNT: z.email({ message: 'debe ser el correo de la cuenta de PayPal' }).optional(),
  PAYPAL_SANDBOX: z.enum(['0', '1', 'true', 'false'], { message: 'debe ser 1 o 0' }).optional(),
  REDIS_URL: z
    .url({ message: 'debe ser una URL absoluta, p. ej. redis://127.0.0.1:6379' })
    .refine((u) => /^rediss?:\/\//.test(u), 'debe empezar por redis:// o rediss://')
    .optional(),
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: z.string().min(1).optional(),
  NEXT_DEPLOYMENT_ID: z.string().min(1).optional(),
})

export type Env = {
  nodeEnv: 'development' | 'production' | 'test'
  port: number
  siteUrl: string
  databaseUrl: string
  dialect: 'sqlite' | 'postgres'
  dataDir: string
  payloadSecret: string
  adminEmail: string
  adminPassword: string
  smtpUrl: string | undefined
  mediaDir: string
  /**
   * Where client galleries' photos are kept on disk (GALLERIES_DIR, by default DATA_DIR/galleries):
   * private, never under the media folder that /wp-content/uploads/ serves. With S3 they go to the
   * bucket under `galleries/` instead.
   */
  galleriesDir: string
  logLevel: 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal' | 'silent'
  /** S3-compatible storage for media; absent, media stays on disk in mediaDir. */
  s3: { bucket: string; region: string; endpoint?: string; accessKeyId: string; secretAccessKey: string } | undefined
  /**
   * The CAPTCHA as the environment sets it. An unset provider leaves the choice to the admin's
   * settings, and to ALTCHA after them (see resolveCaptchaConfig).
   */
  captcha: { provider: CaptchaProvider | undefined; siteKey: string | undefined; secretKey: string | undefined }
  /** Whether the comment form asks for the contact forms' CAPTCHA too (COMMENT_CAPTCHA, on unless `off`). */
  commentCaptcha: boolean
  /** The tag manager's container; wins over the admin's setting. Loaded only with analytics consent. */
  gtmId: string | undefined
  /**
   * The proxies whose X-Forwarded-For is believed (TRUST_PROXY: `loopback`, addresses, CIDR ranges);
   * empty, the socket's own address is the visitor's. See lib/clientIp.
   */
  trustProxy: string[]
  /** Form posts allowed per IP address and window (SPAM_RULES.rateLimitWindowMs); tests raise it. */
  postRateLimit: number
  /** Where Akismet's 1.1 API is asked instead of akismet.com (a proxy, or the tests' stand-in). */
  akismetEndpoint: string | undefined
  /**
   * Payment buttons. Each value wins over the admin's setting: the Stripe secret key, the API's
   * address (the tests' stand-in), the PayPal account that receives payments and PayPal's sandbox.
   */
  payments: {
    stripeSecretKey: string | undefined
    stripeApiBase: string
    paypalAccount: string | undefined
    paypalSandbox: boolean | undefined
  }
  /**
   * Redis, shared by several instances of the site (REDIS_URL): page invalidations, posting limits.
   * Absent, one instance keeps all of it in its own memory.
   */
  redisUrl: string | undefined
}

/** Reads (or, on first start, generates) the secret kept in data/ when PAYLOAD_SECRET is absent. */
function secretFromDataDir(dataDir: string, warn: (line: string) => void): string {
  const file = path.join(dataDir, 'payload-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const secret = randomBytes(32).toString('hex')
  mkdirSync(dataDir, { recursive: true })
  writeFileSync(file, secret + '\n', { mode: 0o600 })
  warn(`Aviso: PAYLOAD_SECRET no está definido; se ha generado uno en ${file}. Defínelo en producción.`)
  return secret
}

/**
 * Refuses the settings that parse but would be unsafe or inconsistent where the site runs: a public
 * production site without its own secret or password, half an S3 configuration, no CAPTCHA on a
 * public address, several instances that do not share what signs their work.
 */
function refuseUnsafeSettings(
  e: z.infer<typeof schema>,
  cleaned: Record<string, string | undefined>,
  siteUrl: string,
): void {
  if (!e.PAYLOAD_SECRET && e.NODE_ENV === 'production' && !isLocalHost(new URL(siteUrl))) {
    throw new ConfigError(
      'Configuración no válida: PAYLOAD_SECRET es obligatorio en producción con un SITE_URL público (genera uno con: openssl rand -hex 32).',
    )
  }

  // The demo's admin password (or a weak one) on a public site is an open door: refused.
  if (e.NODE_ENV === 'production' && !isLocalHost(new URL(siteUrl))) {
    const problem =
      cleaned.ADMIN_PASSWORD === undefined
        ? 'no está definido'
        : passwordProblem(e.ADMIN_PASSWORD, [e.ADMIN_EMAIL, siteUrl])
    if (problem) {
      throw new ConfigError(
        `Configuración no válida: ADMIN_PASSWORD ${problem}; en producción con un SITE_URL público hace falta una contraseña propia de al menos ${MIN_PASSWORD_LENGTH} caracteres, difícil de adivinar.`,
      )
    }
  }

  const s3Keys = [e.S3_BUCKET, e.S3_REGION, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY]
  if (s3Keys.some(Boolean) && !s3Keys.every(Boolean)) {
    throw new ConfigError(
      'Configuración no válida: S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van juntos: define los cuatro o ninguno.',
    )
  }

  // `none` switches the contact form's CAPTCHA off; that is for a developer's machine, never a public site.
  if (e.CAPTCHA_PROVIDER === 'none' && !isLocalHost(new URL(siteUrl))) {
    throw new ConfigError(
      'Configuración no válida: CAPTCHA_PROVIDER=none solo se admite con un SITE_URL local (localhost o 127.0.0.1); usa altcha, recaptcha o turnstile.',
    )
  }

  // Several instances behind one balancer (REDIS_URL) must share what signs and names their work:
  // one generated per instance would refuse the others' sessions, server actions and pages.
  if (e.REDIS_URL && e.NODE_ENV === 'production') {
    // It also names the site's keys in a Redis other sites may share (cluster/redisNamespace).
    if (!e.SITE_URL)
      throw new ConfigError(
        'Configuración no válida: con REDIS_URL (varias instancias) hace falta SITE_URL, la dirección pública común a todas (la de nginx), p. ej. https://estudio.example.',
      )
    const missing = [
      ['PAYLOAD_SECRET', e.PAYLOAD_SECRET],
      ['NEXT_SERVER_ACTIONS_ENCRYPTION_KEY', e.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY],
      ['NEXT_DEPLOYMENT_ID', e.NEXT_DEPLOYMENT_ID],
    ].filter(([, value]) => !value)
    if (missing.length)
      throw new ConfigError(
        `Configuración no válida: con REDIS_URL (varias instancias) hace falta el mismo ${missing.map(([name]) => name).join(', ')} en todas; genera cada uno con: openssl rand -base64 32.`,
      )
  }
}

/** Parses an environment; throws ConfigError with a one-line message naming the variable. */
export function parseEnv(
  source: Record<string, string | undefined> = process.env,
  warn: (line: string) => void = (line) => console.warn(line),
): Env {
  // Empty strings mean "not set", as they do in .env files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = schema.safeParse(cleaned)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const name = String(issue.path[0] ?? '?')
    throw new ConfigError(
      `Configuración no válida: ${name} ${issue.message} (valor recibido: ${JSON.stringify(source[name] ?? '')}).`,
    )
  }
  const e = parsed.data
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '')
  const dataDir = path.resolve(e.DATA_DIR)
  const databaseUrl = e.DATABASE_URL ?? `file:${e.DATA_DIR.replace(/\/+$/, '')}/revela.db`
  const dialect = databaseUrl.startsWith('file:') ? 'sqlite' : 'postgres'

  refuseUnsafeSettings(e, cleaned, siteUrl)

  const proxies = trustedProxies(e.TRUST_PROXY)
  if ('problem' in proxies) {
    throw new ConfigError(
      `Configuración no válida: TRUST_PROXY ${proxies.problem} (valor recibido: ${JSON.stringify(e.TRUST_PROXY)}).`,
    )
  }

  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    siteUrl,
    databaseUrl,
    dialect,
    dataDir,
    payloadSecret: e.PAYLOAD_SECRET ?? secretFromDataDir(dataDir, warn),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mediaDir: path.resolve(e.MEDIA_DIR ?? path.join(e.DATA_DIR, 'media')),
    galleriesDir: path.resolve(e.GALLERIES_DIR ?? path.join(e.DATA_DIR, 'galleries')),
    logLevel: e.LOG_LEVEL,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION!,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
        }
      : undefined,
    captcha: { provider: e.CAPTCHA_PROVIDER, siteKey: e.CAPTCHA_SITE_KEY, secretKey: e.CAPTCHA_SECRET_KEY },
    commentCaptcha: e.COMMENT_CAPTCHA !== 'off',
    gtmId: e.GTM_ID,
    trustProxy: proxies.list,
    postRateLimit: e.POST_RATE_LIMIT ?? SPAM_RULES.rateLimitPerIp,
    akismetEndpoint: e.AKISMET_ENDPOINT,
    payments: {
      stripeSecretKey: e.STRIPE_SECRET_KEY,
      stripeApiBase: (e.STRIPE_API_BASE ?? 'https://api.stripe.com').replace(/\/+$/, ''),
      paypalAccount: e.PAYPAL_ACCOUNT,
      paypalSandbox: e.PAYPAL_SANDBOX === undefined ? undefined : ['1', 'true'].includes(e.PAYPAL_SANDBOX),
    },
    redisUrl: e.REDIS_URL,
  }
}

let cached: Env | undefined

/** The process's environment, parsed on first use. */
export function env(): Env {
  cached ??= parseEnv()
  return cached
}
