import { describe } from 'vitest'

import { payloadInternalsSuite } from './helpers/payloadInternalsSuite'

describe('Payload’s internals the site relies on, on SQLite', () => payloadInternalsSuite('sqlite'))
