import { describe } from 'vitest'

import { payloadInternalsSuite } from './helpers/payloadInternalsSuite'
import { postgresUrl } from './helpers/testPayload'

describe.runIf(Boolean(postgresUrl))('Payload’s internals the site relies on, on PostgreSQL', () =>
  payloadInternalsSuite('postgres'),
)
