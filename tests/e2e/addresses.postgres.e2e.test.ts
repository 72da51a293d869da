import { describe } from 'vitest'

import { addressesSite } from './helpers/addressesSite'

// The same visits on a site whose database is PostgreSQL (its full-text search is another engine).
describe.runIf(Boolean(process.env.TEST_POSTGRES_URL))('on PostgreSQL', () => addressesSite('postgres'))
