import { describe } from 'vitest'

import { galleryAdminSuite } from './helpers/galleryAdminSuite'

describe('a gallery’s admin actions on SQLite', () => galleryAdminSuite('sqlite'))
