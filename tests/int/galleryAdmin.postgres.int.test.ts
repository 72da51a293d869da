import { describe } from 'vitest'

import { galleryAdminSuite } from './helpers/galleryAdminSuite'
import { postgresUrl } from './helpers/testPayload'

describe.runIf(Boolean(postgresUrl))('a gallery’s admin actions on PostgreSQL', () => galleryAdminSuite('postgres'))
