import { startSecondServer, type SecondServer } from '../../e2e/helpers/secondServer'
import { adminApi } from '../../e2e/helpers/site'
import { startSmtpTestServer, type SmtpTestServer } from '../../support/smtpTestServer'

import { visitorTargets } from './visitorPosts'

export type FaultSite = {
  smtp: SmtpTestServer
  server: SecondServer
  api: Awaited<ReturnType<typeof adminApi>>
  targets: Awaited<ReturnType<typeof visitorTargets>>
  stop(): Promise<void>
}

/**
 * A site of its own for a fault test, with an SMTP sink (stopped from the start with `smtpDown`: its
 * port kept for when it returns), visitors' addresses believed from X-Forwarded-For and no posting
 * limit, an editor signed in, and the forms and article the visitors write to.
 */
export async function startFaultSite({
  postgres = false,
  smtpDown = false,
  beforeStart,
}: { postgres?: boolean; smtpDown?: boolean; beforeStart?: (dataDir: string) => void } = {}): Promise<FaultSite> {
  const smtp = await startSmtpTestServer()
  if (smtpDown) await smtp.stop()
  const server = await startSecondServer({
    postgres,
    beforeStart,
    env: { SMTP_URL: smtp.url, TRUST_PROXY: 'loopback', POST_RATE_LIMIT: '100000' },
  })
  const api = await adminApi(server.baseUrl, server.adminEmail, server.adminPassword)
  return {
    smtp,
    server,
    api,
    targets: await visitorTargets(api),
    async stop() {
      await server.stop()
      await smtp.stop()
    },
  }
}
