import { describe } from 'vitest'

import { photoLibrarySuite } from './helpers/photoLibrarySuite'

describe('the photo library on SQLite', () => photoLibrarySuite('sqlite'))
