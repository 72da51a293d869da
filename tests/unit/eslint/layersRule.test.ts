import path from 'node:path'

import { RuleTester } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'

import { FOLDERS } from '../../../architecture.mjs'
import { layersRule, placeOf } from '../../../eslint/layersRule.mjs'

// RuleTester reports through the test framework's globals: vitest's, passed explicitly.
RuleTester.describe = describe
RuleTester.it = it
RuleTester.itOnly = it.only

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2024, sourceType: 'module' } })
const at = (file: string) => path.resolve(import.meta.dirname, '../../..', file)

describe('the table of layers (architecture.mjs)', () => {
  it('places each kind of folder in its layer, and a feature by its folder', () => {
    expect(placeOf('src/lib/csv.ts')?.layer).toBe('lib')
    expect(placeOf('src/comments/core/validateComment.ts')).toMatchObject({ layer: 'core', feature: 'comments' })
    expect(placeOf('src/comments/server/handleCommentPost.ts')).toMatchObject({ layer: 'service', feature: 'comments' })
    expect(placeOf('src/comments/collection/index.ts')).toMatchObject({ layer: 'schema', feature: 'comments' })
    expect(placeOf('src/comments/data/comments.ts')).toMatchObject({ layer: 'data', feature: 'comments' })
    expect(placeOf('src/comments/components/CommentsSection.tsx')).toMatchObject({ layer: 'view', feature: 'comments' })
    expect(placeOf('src/forms/browser/submit/submit.ts')?.layer).toBe('browser')
    expect(placeOf('src/app/(site)/layout.tsx')?.layer).toBe('app')
  })

  it('names no folder it does not know, and every row is reachable', () => {
    expect(placeOf('src/somethingNew/thing.ts')).toBeNull()
    for (const [glob] of FOLDERS) expect(glob.startsWith('src/'), glob).toBe(true)
  })
})

tester.run('revela/layers', layersRule, {
  valid: [
    { filename: at('src/comments/server/storeComment.ts'), code: "import { COMMENTS } from '@/lib/commentLimits'" },
    {
      filename: at('src/comments/server/storeComment.ts'),
      code: "import { spamCheck } from '@/antispam/server/spamCheck'",
    },
    { filename: at('src/comments/components/X.tsx'), code: "import { getPostBySlug } from '@/data/posts'" },
    // Types leave nothing at run time: a core may name the schema's types or a service's.
    {
      filename: at('src/comments/core/x.ts'),
      code: "import type { Comment } from '@/payload-types'\nimport type { SpamVerdict } from '@/antispam/server/spamCheck'",
    },
    { filename: at('src/app/(site)/page.tsx'), code: "import { getSettings } from '@/data/globals'" },
    { filename: at('src/db/payloadClient.ts'), code: "import config from '@payload-config'" },
  ],
  invalid: [
    // Upward: a service reading the site's data layer, a core importing a service.
    {
      filename: at('src/forms/server/x.ts'),
      code: "import { getSettings } from '@/data/globals'",
      errors: [{ message: /Capa «service».*capa «data»/ }],
    },
    {
      filename: at('src/comments/core/x.ts'),
      code: "import { spamCheck } from '@/antispam/server/spamCheck'",
      errors: [{ message: /Capa «core».*capa «service»/ }],
    },
    {
      filename: at('src/lib/x.ts'),
      code: "import { x } from '../comments/core/ids'",
      errors: [{ message: /Capa «lib».*capa «core»/ }],
    },
    // Sideways: one feature into another's files, even at the same layer.
    {
      filename: at('src/forms/server/x.ts'),
      code: "import { x } from '@/payments/server/stripeClient'",
      errors: [{ message: /«forms» no entra en los archivos de «payments»/ }],
    },
    // A pure layer without the frameworks, and a dynamic import counts too.
    {
      filename: at('src/comments/core/x.ts'),
      code: "import { cache } from 'react'",
      errors: [{ message: /es puro: no importa react/ }],
    },
    {
      filename: at('src/comments/render/x.ts'),
      code: "const p = import('payload')",
      errors: [{ message: /es puro: no importa payload/ }],
    },
    {
      filename: at('src/db/x.ts'),
      code: "export { x } from '@/blocks/renderScope'",
      errors: [{ message: /Capa «infra».*capa «view»/ }],
    },
    // A folder the table does not name.
    {
      filename: at('src/somethingNew/thing.ts'),
      code: 'export const x = 1',
      errors: [{ message: /no está en la tabla de capas/ }],
    },
  ],
})
