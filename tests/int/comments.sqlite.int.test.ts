import { describe } from 'vitest'

import { commentsSuite } from './helpers/commentsSuite'

describe('comments on SQLite', () => commentsSuite('sqlite'))
