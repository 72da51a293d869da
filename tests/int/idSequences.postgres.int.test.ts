import { describe } from 'vitest'

import { idSequencesSuite } from './helpers/idSequencesSuite'
import { postgresUrl } from './helpers/testPayload'

describe.runIf(Boolean(postgresUrl))('ids after documents brought with their own, on PostgreSQL', () =>
  idSequencesSuite('postgres'),
)
