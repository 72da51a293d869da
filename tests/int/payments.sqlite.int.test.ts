import { describe } from 'vitest'

import { paymentsSuite } from './helpers/paymentsSuite'

describe('Stripe payment buttons on SQLite', () => paymentsSuite('sqlite'))
