import { describe } from 'vitest'

import { privacySuite } from './helpers/privacySuite'

describe('proof of consent and legal pages on SQLite', () => privacySuite('sqlite'))
