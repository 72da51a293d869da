import { describe } from 'vitest'

import { wordpressImportSuite } from './helpers/wordpressImportSuite'

describe('WordPress import on SQLite', () => wordpressImportSuite('sqlite'))
