import { describe } from 'vitest'

import { backupSuite } from './helpers/backupSuite'

describe('backup and restore on SQLite', () => backupSuite('sqlite'))
