import { describe } from 'vitest'

import { commentsModerationSuite } from './helpers/commentsModerationSuite'
import { postgresUrl } from './helpers/testPayload'

describe.runIf(Boolean(postgresUrl))('comment moderation on PostgreSQL', () => commentsModerationSuite('postgres'))
