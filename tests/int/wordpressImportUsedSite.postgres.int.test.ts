import { describe } from 'vitest'

import { postgresUrl } from './helpers/testPayload'
import { wordpressImportUsedSiteSuite } from './helpers/wordpressImportUsedSiteSuite'

describe.runIf(Boolean(postgresUrl))('WordPress import into a site in use, on PostgreSQL', () =>
  wordpressImportUsedSiteSuite('postgres'),
)
