import { describe } from 'vitest'

import { idSequencesSuite } from './helpers/idSequencesSuite'

describe('ids after documents brought with their own, on SQLite', () => idSequencesSuite('sqlite'))
