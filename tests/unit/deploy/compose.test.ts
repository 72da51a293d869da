import { readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

import { parseEnv } from '@/env'

// deploy/compose.yaml cannot be run on the development machine (no Docker daemon, no image
// registry): these check what can be checked without it, against the app's own configuration rules.
type Service = {
  environment?: Record<string, string>
  command?: string[]
  depends_on?: Record<string, { condition: string }>
}
const compose = parse(readFileSync('deploy/compose.yaml', 'utf8'), { merge: true }) as {
  services: Record<string, Service>
}

/** The values an operator puts in deploy/.env, as its header lists them. */
const dotEnv: Record<string, string> = {
  PAYLOAD_SECRET: 'c'.repeat(44),
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: 'k'.repeat(44),
  NEXT_DEPLOYMENT_ID: 'revela-2026-11-26',
  ADMIN_EMAIL: 'estudio@estudio.example',
  ADMIN_PASSWORD: 'luz-de-ventana-norte-2026',
  SITE_URL: 'https://estudio.example',
  SMTP_URL: 'smtp://correo.estudio.example:587',
  MINIO_ROOT_USER: 'revela',
  MINIO_ROOT_PASSWORD: 'minio-clave-larga-2026',
  POSTGRES_PASSWORD: 'postgres-clave-larga',
}
const substitute = (value: string) => value.replace(/\$\{(\w+)\}/g, (_, name: string) => dotEnv[name] ?? '')

describe('deploy/compose.yaml', () => {
  it('gives both instances and the build one environment that passes the app’s production checks, with Redis and S3', () => {
    const { app1, app2, build } = compose.services
    for (const service of [app1!, app2!, build!]) {
      const env = Object.fromEntries(Object.entries(service.environment!).map(([k, v]) => [k, substitute(String(v))]))
      const parsed = parseEnv(env, () => {})
      expect(parsed.redisUrl).toBe('redis://redis:6379')
      expect(parsed.s3?.endpoint).toBe('http://minio:9000')
      expect(parsed.siteUrl).toBe('https://estudio.example')
    }
    expect(app1!.environment).toEqual(app2!.environment)
  })

  it('names in its header every variable it reads from deploy/.env', () => {
    const text = readFileSync('deploy/compose.yaml', 'utf8')
    const used = new Set([...text.matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]!))
    const header = text
      .split('\n')
      .filter((line) => line.startsWith('#'))
      .join('\n')
    for (const name of used) expect(header, name).toContain(name)
    expect([...used].sort()).toEqual(Object.keys(dotEnv).sort())
  })

  it('starts the instances after the one build, and points nginx at both', () => {
    const { app1, app2, nginx } = compose.services
    for (const app of [app1!, app2!]) expect(app.depends_on?.build?.condition).toBe('service_completed_successfully')
    const site = readFileSync('deploy/nginx.conf', 'utf8')
    // The sed in nginx's command rewrites the shipped upstream lines: they must be there to rewrite.
    expect(nginx!.command!.join(' ')).toContain('s/127.0.0.1:3001/app1:3000/; s/127.0.0.1:3002/app2:3000/')
    expect(site).toContain('server 127.0.0.1:3001 ')
    expect(site).toContain('server 127.0.0.1:3002 ')
  })
})
