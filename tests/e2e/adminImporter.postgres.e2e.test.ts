import { describe } from 'vitest'

import { adminImporterSuite } from './helpers/adminImporterSuite'

describe.runIf(Boolean(process.env.TEST_POSTGRES_URL))('on PostgreSQL', () => adminImporterSuite('postgres'))
