/**
 * Admin login. Failures slow down the address they come from (LOGIN_THROTTLE), so one visitor
 * cannot lock the studio out; only a sustained attack on one account, from many addresses, locks it
 * for a while (and its owner is told by mail).
 */
export const LOGIN_MAX_ATTEMPTS = 30

export const LOGIN_LOCK_MS = 30 * 60 * 1000

/** Per address: a few free failures, then a wait that doubles with each failure, up to a cap. */
export const LOGIN_THROTTLE = {
  freeFailures: 3,
  firstDelayMs: 2_000,
  maxDelayMs: 15 * 60 * 1000,
  /** An address's failures are forgotten this long after its last one. */
  forgetAfterMs: 24 * 60 * 60 * 1000,
  /** Addresses remembered at most (the oldest forgotten first), so a flood cannot fill memory. */
  maxAddresses: 50_000,
}

/**
 * Login and password-reset answers take at least this long, so their timing does not tell a known
 * address (password hashing, a reset mail) from an unknown one. Above the hashing time here (~150 ms).
 */
export const ACCOUNT_ANSWER_FLOOR_MS = 500

/** How long a password-reset link works. */
export const PASSWORD_RESET_EXPIRY_MS = 60 * 60 * 1000
