import { describe } from 'vitest'

import { galleriesSuite } from './helpers/galleriesSuite'

describe('client galleries on SQLite', () => galleriesSuite('sqlite'))
