import { describe } from 'vitest'

import { fieldErrorsSuite } from './helpers/fieldErrorsSuite'
import { postgresUrl } from './helpers/testPayload'

describe.runIf(Boolean(postgresUrl))('errors on the field, in Spanish, with the reason, on PostgreSQL', () =>
  fieldErrorsSuite('postgres'),
)
