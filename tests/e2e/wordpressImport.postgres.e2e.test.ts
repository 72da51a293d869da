import { describe } from 'vitest'

import { wordpressImportSite } from './helpers/wordpressImportSite'

// The same visit on a site whose database is PostgreSQL (the several-instances set-up).
describe.runIf(Boolean(process.env.TEST_POSTGRES_URL))('on PostgreSQL', () => wordpressImportSite('postgres'))
