import { describe } from 'vitest'

import { commentsModerationSuite } from './helpers/commentsModerationSuite'

describe('comment moderation on SQLite', () => commentsModerationSuite('sqlite'))
