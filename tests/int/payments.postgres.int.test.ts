import { describe } from 'vitest'

import { paymentsSuite } from './helpers/paymentsSuite'
import { postgresUrl } from './helpers/testPayload'

describe.runIf(Boolean(postgresUrl))('Stripe payment buttons on PostgreSQL', () => paymentsSuite('postgres'))
