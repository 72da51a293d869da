/** The privacy policy's address, which the comment form's first RGPD layer links to. */
export const PRIVACY_POLICY_PATH = '/politica-de-privacidad/'
