import { describe, vi } from 'vitest'

import { studioSuite } from './helpers/studioSuite'
import { postgresUrl } from './helpers/testPayload'

// Outside Next there is no cache to purge: what the settings ask to re-render is recorded instead.
vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn() }))

describe.runIf(Boolean(postgresUrl))('the studio’s details and references on PostgreSQL', () => studioSuite('postgres'))
