import { describe, vi } from 'vitest'

import { studioSuite } from './helpers/studioSuite'

// Outside Next there is no cache to purge: what the settings ask to re-render is recorded instead.
vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn() }))

describe('the studio’s details and references on SQLite', () => studioSuite('sqlite'))
