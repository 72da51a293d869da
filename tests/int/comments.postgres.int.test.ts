import { describe } from 'vitest'

import { commentsSuite } from './helpers/commentsSuite'
import { postgresUrl } from './helpers/testPayload'

describe.runIf(Boolean(postgresUrl))('comments on PostgreSQL', () => commentsSuite('postgres'))
