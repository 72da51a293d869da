/**
 * Remembers which tokens have been used, so that each is accepted once. The database version lives
 * with the submissions; tests use memorySpentTokenStore.
 */
export interface SpentTokenStore {
  /**
   * Marks `id` as used and returns true, or returns false when it already was. It must be atomic:
   * two requests racing with the same token may not both get true. `expiresAt` is when the token
   * expires anyway, after which the store may forget it.
   */
  consume(id: string, expiresAt: Date): Promise<boolean>
}
