import { describe } from 'vitest'

import { privacySuite } from './helpers/privacySuite'
import { postgresUrl } from './helpers/testPayload'

describe.runIf(Boolean(postgresUrl))('proof of consent and legal pages on PostgreSQL', () => privacySuite('postgres'))
