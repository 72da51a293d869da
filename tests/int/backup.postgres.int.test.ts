import { describe } from 'vitest'

import { backupSuite } from './helpers/backupSuite'
import { postgresUrl } from './helpers/testPayload'

describe.runIf(Boolean(postgresUrl))('backup and restore on PostgreSQL', () => backupSuite('postgres'))
