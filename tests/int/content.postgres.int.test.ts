import { describe } from 'vitest'

import { contentSuite } from './helpers/contentSuite'
import { postgresUrl } from './helpers/testPayload'

describe.runIf(Boolean(postgresUrl))('content on PostgreSQL', () => contentSuite('postgres'))
