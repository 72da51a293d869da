/** The installed Monaco's version (next.config.ts reads it), in its files' address so that they can be cached for good. */
export const MONACO_VERSION = process.env.REVELA_MONACO_VERSION ?? 'sin-version'

/**
 * Where the admin's code editor (Payload's code and JSON fields) loads Monaco from: this site, the
 * installed package's files (app/(payload)/vendor/monaco), never a CDN the CSP blocks and a studio
 * should not depend on.
 */
export const MONACO_BASE = `/vendor/monaco/${MONACO_VERSION}/vs`
