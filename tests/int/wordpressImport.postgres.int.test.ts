import { describe } from 'vitest'

import { wordpressImportSuite } from './helpers/wordpressImportSuite'
import { postgresUrl } from './helpers/testPayload'

describe.runIf(Boolean(postgresUrl))('WordPress import on PostgreSQL', () => wordpressImportSuite('postgres'))
