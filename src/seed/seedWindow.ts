/** How long after seeding the demo's own documents may still be written (seeding takes a while): what is written later is the studio's. */
export const SEED_WINDOW_MS = 15 * 60 * 1000
