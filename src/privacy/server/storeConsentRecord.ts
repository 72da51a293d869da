import type { Payload } from 'payload'

import type { ConsentRecordInput } from './parseConsentRecord'

/**
 * Stores one choice as proof of consent. Only what the banner sent is kept: no IP address, no
 * browser, nothing that would turn an anonymous proof into personal data of its own.
 */
export async function storeConsentRecord(payload: Payload, record: ConsentRecordInput): Promise<void> {
  await payload.create({
    collection: 'consent-records',
    data: {
      consentId: record.consentId,
      action: record.action,
      categories: record.categories,
      revision: record.revision,
      pageUrl: record.pageUrl ?? null,
    },
    depth: 0,
    overrideAccess: true,
  })
}
