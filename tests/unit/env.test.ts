import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { ConfigError, parseEnv } from '@/env'

describe('environment', () => {
  const cwd = process.cwd()
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'revela-env-'))
    process.chdir(dir)
  })
  afterEach(() => process.chdir(cwd))

  const secret = 'x'.repeat(40)

  it('has working defaults for the demo', () => {
    const e = parseEnv({ PAYLOAD_SECRET: secret }, () => {})
    expect(e.port).toBe(3000)
    expect(e.siteUrl).toBe('http://localhost:3000')
    expect(e.databaseUrl).toBe('file:./data/revela.db')
    expect(e.dialect).toBe('sqlite')
  })

  it('derives SITE_URL from PORT and switches to PostgreSQL on a postgres:// URL', () => {
    const e = parseEnv(
      { PAYLOAD_SECRET: secret, PORT: '4100', DATABASE_URL: 'postgres://u@127.0.0.1/revela' },
      () => {},
    )
    expect(e.siteUrl).toBe('http://localhost:4100')
    expect(e.dialect).toBe('postgres')
  })

  it('keeps the database, media and the generated secret under DATA_DIR, unless they are set apart', () => {
    const site = path.join(dir, 'sitio')
    const e = parseEnv({ DATA_DIR: `${site}/` }, () => {})
    expect(e.dataDir).toBe(site)
    expect(e.databaseUrl).toBe(`file:${site}/revela.db`)
    expect(e.mediaDir).toBe(path.join(site, 'media'))
    expect(e.galleriesDir).toBe(path.join(site, 'galleries'))
    expect(readFileSync(path.join(site, 'payload-secret'), 'utf8').trim()).toBe(e.payloadSecret)
    const apart = parseEnv(
      {
        PAYLOAD_SECRET: secret,
        DATA_DIR: path.join(dir, 'datos'),
        DATABASE_URL: 'postgres://u@127.0.0.1/revela',
        MEDIA_DIR: './fotos',
        GALLERIES_DIR: './galerias',
      },
      () => {},
    )
    expect(apart.databaseUrl).toBe('postgres://u@127.0.0.1/revela')
    expect(apart.mediaDir).toBe(path.join(dir, 'fotos'))
    expect(apart.galleriesDir).toBe(path.join(dir, 'galerias'))
  })

  it('generates the secret into data/ once, with a warning', () => {
    const warnings: string[] = []
    const first = parseEnv({}, (w) => warnings.push(w))
    const second = parseEnv({}, (w) => warnings.push(w))
    expect(first.payloadSecret).toHaveLength(64)
    expect(second.payloadSecret).toBe(first.payloadSecret)
    expect(readFileSync(path.join(dir, 'data', 'payload-secret'), 'utf8').trim()).toBe(first.payloadSecret)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toContain('PAYLOAD_SECRET')
  })

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SITE_URL: 'revela.example' }, 'SITE_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ ADMIN_EMAIL: 'admin' }, 'ADMIN_EMAIL'],
    [{ ADMIN_PASSWORD: 'corta' }, 'ADMIN_PASSWORD'],
    [{ S3_BUCKET: 'fotos' }, 'S3_'],
    [
      {
        S3_BUCKET: 'fotos',
        S3_REGION: 'eu-south-2',
        S3_ACCESS_KEY_ID: 'a',
        S3_SECRET_ACCESS_KEY: 'b',
        S3_ENDPOINT: 'minio:9000',
      },
      'S3_ENDPOINT',
    ],
    [{ NODE_ENV: 'production', SITE_URL: 'https://revela.example' }, 'PAYLOAD_SECRET'],
    [{ CAPTCHA_PROVIDER: 'hcaptcha' }, 'CAPTCHA_PROVIDER'],
    [{ CAPTCHA_PROVIDER: 'none', SITE_URL: 'https://revela.example' }, 'CAPTCHA_PROVIDER'],
    [{ STRIPE_SECRET_KEY: 'pk_live_abc123' }, 'STRIPE_SECRET_KEY'],
    [{ STRIPE_API_BASE: 'http://api.stripe.com' }, 'STRIPE_API_BASE'],
    [{ STRIPE_API_BASE: 'ftp://127.0.0.1:12111' }, 'STRIPE_API_BASE'],
  ] as [Record<string, string>, string][])('rejects %j with one line naming %s', (source, name) => {
    const run = () => parseEnv({ PAYLOAD_SECRET: source.NODE_ENV ? undefined : secret, ...source }, () => {})
    expect(run).toThrow(ConfigError)
    try {
      run()
    } catch (error) {
      const message = (error as Error).message
      expect(message).toContain(name)
      expect(message).not.toContain('\n')
    }
  })

  it('shares Redis between instances only with the secrets they must share, naming the missing ones', () => {
    expect(parseEnv({ PAYLOAD_SECRET: secret }, () => {}).redisUrl).toBeUndefined()
    expect(() => parseEnv({ PAYLOAD_SECRET: secret, REDIS_URL: 'http://127.0.0.1:6379' }, () => {})).toThrow(
      /REDIS_URL debe empezar por redis:\/\/ o rediss:\/\//,
    )
    const production = {
      NODE_ENV: 'production',
      SITE_URL: 'http://localhost:3000',
      REDIS_URL: 'redis://127.0.0.1:6379',
      PAYLOAD_SECRET: secret,
    }
    expect(() => parseEnv(production, () => {})).toThrow(
      'Configuración no válida: con REDIS_URL (varias instancias) hace falta el mismo NEXT_SERVER_ACTIONS_ENCRYPTION_KEY, NEXT_DEPLOYMENT_ID en todas; genera cada uno con: openssl rand -base64 32.',
    )
    const shared = { ...production, NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: 'k'.repeat(44), NEXT_DEPLOYMENT_ID: 'revela-1' }
    expect(parseEnv(shared, () => {}).redisUrl).toBe('redis://127.0.0.1:6379')
    expect(() => parseEnv({ ...shared, PAYLOAD_SECRET: '' }, () => {})).toThrow(
      /hace falta el mismo PAYLOAD_SECRET en todas/,
    )
    // Without it each instance would default to its own localhost:PORT, and name its keys after it.
    expect(() => parseEnv({ ...shared, SITE_URL: undefined }, () => {})).toThrow(
      /con REDIS_URL \(varias instancias\) hace falta SITE_URL/,
    )
  })

  it('switches media to S3 when the four S3 variables are set', () => {
    const e = parseEnv(
      {
        PAYLOAD_SECRET: secret,
        S3_BUCKET: 'fotos',
        S3_REGION: 'eu-south-2',
        S3_ACCESS_KEY_ID: 'a',
        S3_SECRET_ACCESS_KEY: 'b',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
      },
      () => {},
    )
    expect(e.s3).toEqual({
      bucket: 'fotos',
      region: 'eu-south-2',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'a',
      secretAccessKey: 'b',
    })
    expect(parseEnv({ PAYLOAD_SECRET: secret }, () => {}).s3).toBeUndefined()
  })

  describe('the admin password on a public production site (security review, finding 1)', () => {
    const production = { NODE_ENV: 'production', PAYLOAD_SECRET: secret, SITE_URL: 'https://estudio-revela.es' }
    // The estimate runs scripts/password-score.mjs from the project, where the site always runs
    // (the secret is given here, so nothing is written to the working folder).
    beforeEach(() => process.chdir(cwd))
    it.each([
      [undefined, /ADMIN_PASSWORD no está definido/],
      ['revela-demo-2026', /ADMIN_PASSWORD es la de la demostración/],
      ['contraseña1', /ADMIN_PASSWORD debe tener al menos 12 caracteres/],
      ['password1234', /ADMIN_PASSWORD es demasiado fácil de adivinar/],
      ['qwertyuiop123', /ADMIN_PASSWORD es demasiado fácil de adivinar/],
      ['fotografia2026', /ADMIN_PASSWORD es demasiado fácil de adivinar/],
      ['revela123456', /ADMIN_PASSWORD es demasiado fácil de adivinar/],
    ])('refuses %j in one Spanish line naming the variable', (password, message) => {
      expect(() => parseEnv({ ...production, ADMIN_PASSWORD: password }, () => {})).toThrow(message)
      try {
        parseEnv({ ...production, ADMIN_PASSWORD: password }, () => {})
      } catch (error) {
        expect((error as Error).message).toMatch(
          /^Configuración no válida: ADMIN_PASSWORD [^\n]*al menos 12 caracteres, difícil de adivinar\.$/,
        )
      }
    })

    it('takes a password of its own, and leaves the demo to a local start', () => {
      expect(
        parseEnv({ ...production, ADMIN_PASSWORD: 'tortilla-de-patatas-con-cebolla' }, () => {}).adminPassword,
      ).toBe('tortilla-de-patatas-con-cebolla')
      expect(parseEnv({ NODE_ENV: 'production', PAYLOAD_SECRET: secret }, () => {}).adminPassword).toBe(
        'revela-demo-2026',
      )
      expect(parseEnv({ PAYLOAD_SECRET: secret, SITE_URL: 'https://estudio-revela.es' }, () => {}).adminPassword).toBe(
        'revela-demo-2026',
      )
    })
  })

  it('does not require a secret in production on localhost', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' }, () => {})).not.toThrow()
  })

  it('leaves the CAPTCHA to the admin unless set, and takes its keys', () => {
    expect(parseEnv({ PAYLOAD_SECRET: secret }, () => {}).captcha).toEqual({
      provider: undefined,
      siteKey: undefined,
      secretKey: undefined,
    })
    const e = parseEnv(
      { PAYLOAD_SECRET: secret, CAPTCHA_PROVIDER: 'recaptcha', CAPTCHA_SITE_KEY: 'site', CAPTCHA_SECRET_KEY: 'secret' },
      () => {},
    )
    expect(e.captcha).toEqual({ provider: 'recaptcha', siteKey: 'site', secretKey: 'secret' })
  })

  it.each(['http://localhost:3000', 'http://127.0.0.1:4100', undefined])(
    'allows CAPTCHA_PROVIDER=none on a local SITE_URL (%s)',
    (siteUrl) => {
      const e = parseEnv({ PAYLOAD_SECRET: secret, CAPTCHA_PROVIDER: 'none', SITE_URL: siteUrl }, () => {})
      expect(e.captcha.provider).toBe('none')
    },
  )

  it('refuses CAPTCHA_PROVIDER=none on a public SITE_URL in one Spanish line', () => {
    expect(() =>
      parseEnv({ PAYLOAD_SECRET: secret, CAPTCHA_PROVIDER: 'none', SITE_URL: 'https://revela.example' }, () => {}),
    ).toThrow(/^Configuración no válida: CAPTCHA_PROVIDER=none solo se admite con un SITE_URL local/)
  })

  it.each(['sk_live_abc123', 'sk_test_abc123', 'rk_live_abc123'])('takes the Stripe key %s', (key) => {
    expect(parseEnv({ PAYLOAD_SECRET: secret, STRIPE_SECRET_KEY: key }, () => {}).payments.stripeSecretKey).toBe(key)
  })

  it('names every accepted Stripe key shape when the key is wrong', () => {
    expect(() => parseEnv({ PAYLOAD_SECRET: secret, STRIPE_SECRET_KEY: 'pk_live_abc123' }, () => {})).toThrow(
      '(sk_live_…, sk_test_… o rk_…)',
    )
  })

  it.each([
    [undefined, 'https://api.stripe.com'],
    ['https://stripe-proxy.example/', 'https://stripe-proxy.example'],
    ['http://localhost:12111', 'http://localhost:12111'],
    ['http://127.0.0.1:12111', 'http://127.0.0.1:12111'],
    ['http://[::1]:12111', 'http://[::1]:12111'],
  ])('takes STRIPE_API_BASE %s', (base, expected) => {
    expect(parseEnv({ PAYLOAD_SECRET: secret, STRIPE_API_BASE: base }, () => {}).payments.stripeApiBase).toBe(expected)
  })

  it('refuses a plain-http STRIPE_API_BASE off this machine, since the secret key would travel in clear', () => {
    expect(() =>
      parseEnv({ PAYLOAD_SECRET: secret, STRIPE_API_BASE: 'http://stripe-proxy.example' }, () => {}),
    ).toThrow(
      /^Configuración no válida: STRIPE_API_BASE debe empezar por https:\/\/ \(http:\/\/ solo con localhost o 127\.0\.0\.1\)/,
    )
  })
})
