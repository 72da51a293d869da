import { describe } from 'vitest'

import { formsSuite } from './helpers/formsSuite'
import { postgresUrl } from './helpers/testPayload'

describe.runIf(Boolean(postgresUrl))('contact forms on PostgreSQL', () => formsSuite('postgres'))
