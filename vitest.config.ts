import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = {
  '@': path.resolve(import.meta.dirname, 'src'),
  '@payload-config': path.resolve(import.meta.dirname, 'src/payload.config.ts'),
  // `server-only` throws outside React Server Components; tests import server modules directly.
  'server-only': path.resolve(import.meta.dirname, 'tests/support/empty-module.ts'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'scripts/**/*.test.ts',
            'deploy/**/*.test.ts',
          ],
        },
      },
      {
        resolve: {
          alias: {
            ...alias,
            'next/cache': path.resolve(import.meta.dirname, 'tests/support/next-cache.ts'),
          },
        },
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.int.test.ts'],
          // One Payload instance (and one throwaway database) per file; files run one after another
          // so that two files never migrate the same database at once.
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 300_000,
          globalSetup: ['tests/integration/global-setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          // Two production servers on PostgreSQL + Redis + nginx (deploy/local-cluster.mjs):
          // run by scripts/test-all.sh after the browser tests, on their build.
          name: 'cluster',
          environment: 'node',
          include: ['tests/cluster/**/*.cluster.test.ts'],
          // Its 2 s publish-to-live bound is a timing on a shared 2-core machine: one retry, with
          // a fresh publish, before it counts as failed.
          retry: 1,
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
})
