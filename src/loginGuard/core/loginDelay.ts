import { LOGIN_THROTTLE } from '@/loginGuard/core/accountLimits'

/**
 * How long an address must wait before its next login attempt after `failures` failed ones: nothing
 * for the first few (a mistyped password), then 2 s, 4 s, 8 s… up to LOGIN_THROTTLE.maxDelayMs.
 */
export function loginDelay(failures: number, throttle = LOGIN_THROTTLE): number {
  if (failures < throttle.freeFailures) return 0
  const doublings = failures - throttle.freeFailures
  // 2^40 ms is far past any cap: stop doubling before the number stops being exact.
  return Math.min(throttle.firstDelayMs * 2 ** Math.min(doublings, 40), throttle.maxDelayMs)
}
