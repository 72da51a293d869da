export { akismetClient, type AkismetClientOptions } from './akismetClient'
export { akismetForm } from './akismetForm'
export { behaviourFieldsForAkismet } from './behaviourFieldsForAkismet'
export type { AkismetClient, AkismetComment, AkismetVerdict } from './types'
