import { describe } from 'vitest'

import { contentSuite } from './helpers/contentSuite'

describe('content on SQLite', () => contentSuite('sqlite'))
