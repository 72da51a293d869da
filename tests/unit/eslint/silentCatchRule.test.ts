import { RuleTester } from 'eslint'
import { describe, it } from 'vitest'

import { silentCatchRule } from '../../../eslint/silentCatchRule.mjs'

RuleTester.describe = describe
RuleTester.it = it
RuleTester.itOnly = it.only

new RuleTester({ languageOptions: { ecmaVersion: 2024, sourceType: 'module' } }).run(
  'revela/silent-catch',
  silentCatchRule,
  {
    valid: [
      'try { f() } catch (error) { console.warn(`f: ${error}`) }',
      'function g() { try { f() } catch (error) { return { ok: false, error } } }',
      'try { f() } catch { throw new Error("f failed") }',
      'function g(s) {\n  try { new URL(s) } catch {\n    // Not an address: the caller shows the text as typed.\n    return null\n  }\n}',
      'p.catch((error) => logger.error(error.message))',
      // A comment right before says why the promise may fail unheard.
      '// The temporary file may already be gone.\np.catch(() => {})',
      'async function g() {\n  // A session nobody can read is no session.\n  const { user } = await auth().catch(() => ({ user: null }))\n  return user\n}',
    ],
    invalid: [
      { code: 'try { f() } catch {}', errors: 1 },
      { code: 'function g() { try { f() } catch (error) { return null } }', errors: 1 },
      { code: 'p.catch(() => null)', errors: 1 },
      { code: 'p.then(g).catch(function () { return 0 })', errors: 1 },
    ],
  },
)
