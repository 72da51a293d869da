import { describe } from 'vitest'

import { wordpressImportUsedSiteSuite } from './helpers/wordpressImportUsedSiteSuite'

describe('WordPress import into a site in use, on SQLite', () => wordpressImportUsedSiteSuite('sqlite'))
