import { describe } from 'vitest'

import { fieldErrorsSuite } from './helpers/fieldErrorsSuite'

describe('errors on the field, in Spanish, with the reason, on SQLite', () => fieldErrorsSuite('sqlite'))
