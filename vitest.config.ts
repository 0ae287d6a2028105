import { defineConfig } from 'vitest/config';

// One runner, four projects: pure rules, web units, the layout rule, API integration.
const conditions = ['source', 'module', 'node', 'default'];
// The API runs on Node, which never picks "module"; vitest hands these to its
// workers as --conditions, and the AWS SDK's "module" build does not load in Node.
const nodeConditions = ['source', 'node', 'default'];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { conditions },
        ssr: { resolve: { conditions, externalConditions: ['source'] } },
        test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { conditions },
        ssr: { resolve: { conditions, externalConditions: ['source'] } },
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node' },
      },
      // The linter's own layout rule and the import-circle check (eslint-rules/).
      { test: { name: 'layout', include: ['eslint-rules/**/*.test.js', 'packages/contract/scripts/**/*.test.mjs'], environment: 'node' } },
      {
        resolve: { conditions: nodeConditions },
        ssr: { resolve: { conditions: nodeConditions, externalConditions: ['source'] } },
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          // One migrated, seeded database per run; each file clones it (test/template.ts).
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file gets its own PGlite instance; two workers fit two cores.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
