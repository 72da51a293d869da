import { describe } from 'vitest'

import { searchSuite } from './helpers/searchSuite'
import { postgresUrl } from './helpers/testPayload'

describe.runIf(Boolean(postgresUrl))('site search on PostgreSQL', () => searchSuite('postgres'))
