import path from 'node:path'

import { defineConfig } from 'vitest/config'

/**
 * Three tiers in `npm test`: unit (pure code, milliseconds), int (Payload's local API on a real
 * SQLite file and the real PostgreSQL server) and e2e (headless Chromium against a production
 * build); and faults (`npm run test:faults`), which kill and restart servers under load.
 */
export default defineConfig({
  resolve: {
    alias: [
      { find: '@payload-config', replacement: path.resolve('src/payload.config.ts') },
      { find: /^@\//, replacement: path.resolve('src') + '/' },
      // Outside Next the `server-only` marker would throw; tests import server modules directly.
      { find: /^server-only$/, replacement: path.resolve('tests/support/empty.ts') },
    ],
  },
  test: {
    // `npm run test:unit` (and npm test's unit tier) reports how much of src/ the unit tests run:
    // a summary on screen, per file in coverage/coverage-summary.json.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}'],
      exclude: ['src/payload-types.ts', 'src/migrations/**', 'src/app/(payload)/**'],
      reporter: ['text-summary', 'json-summary'],
      // A floor just under today's figures: code added without unit tests where they could run
      // lowers it, and the tier fails. Raise it as tests are added (`node scripts/code-metrics.mjs`
      // prints the figure per folder). The integration and browser tiers cover the rest.
      thresholds: { lines: 48, statements: 48, branches: 49, functions: 45 },
    },
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['tests/int/**/*.int.test.ts'],
          // See the script: loading Lexical all at once can hang Node 20's ESM loader.
          setupFiles: ['scripts/preload-lexical.mjs'],
          environment: 'node',
          pool: 'forks',
          // Two files at a time: each has its own SQLite file, folders and PostgreSQL database
          // (testPayload), and the tier takes half as long on a two-core machine.
          maxWorkers: 2,
          hookTimeout: 180_000,
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          pool: 'forks',
          fileParallelism: false,
          globalSetup: ['tests/e2e/globalSetup.ts'],
          hookTimeout: 120_000,
          testTimeout: 60_000,
        },
      },
      {
        // Several instances (one build, two instances, PostgreSQL, Redis, nginx): `npm run test:cluster`,
        // apart from `npm test`. It builds its own copy of the site (.next-cluster).
        extends: true,
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.cluster.test.ts'],
          environment: 'node',
          pool: 'forks',
          fileParallelism: false,
          hookTimeout: 900_000,
          testTimeout: 300_000,
        },
      },
      {
        // Faults (kill -9 under load…): minutes each, run apart from `npm test` by `npm run test:faults`.
        extends: true,
        test: {
          name: 'faults',
          include: ['tests/faults/**/*.fault.test.ts'],
          environment: 'node',
          pool: 'forks',
          fileParallelism: false,
          globalSetup: ['tests/e2e/globalSetup.ts'],
          hookTimeout: 400_000,
          testTimeout: 400_000,
        },
      },
    ],
  },
})
