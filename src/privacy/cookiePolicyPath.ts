/** The seeded cookie policy's address: the banner links it, and the footer's «Configurar cookies» falls back to it. */
export const COOKIE_POLICY_PATH = '/politica-de-cookies/'
