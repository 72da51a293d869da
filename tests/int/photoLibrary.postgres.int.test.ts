import { describe } from 'vitest'

import { photoLibrarySuite } from './helpers/photoLibrarySuite'
import { postgresUrl } from './helpers/testPayload'

describe.runIf(Boolean(postgresUrl))('the photo library on PostgreSQL', () => photoLibrarySuite('postgres'))
