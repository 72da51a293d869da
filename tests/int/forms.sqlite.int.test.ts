import { describe } from 'vitest'

import { formsSuite } from './helpers/formsSuite'

describe('contact forms on SQLite', () => formsSuite('sqlite'))
