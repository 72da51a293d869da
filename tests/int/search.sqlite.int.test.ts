import { describe } from 'vitest'

import { searchSuite } from './helpers/searchSuite'

describe('site search on SQLite', () => searchSuite('sqlite'))
