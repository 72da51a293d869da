import { describe } from 'vitest'

import { galleriesSuite } from './helpers/galleriesSuite'
import { postgresUrl } from './helpers/testPayload'

describe.runIf(Boolean(postgresUrl))('client galleries on PostgreSQL', () => galleriesSuite('postgres'))
