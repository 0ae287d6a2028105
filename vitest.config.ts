import { defineConfig } from 'vitest/config';

// One runner, three projects: pure rules, web units, API integration.
const conditions = ['source', 'module', 'node', 'default'];

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
      {
        resolve: { conditions },
        ssr: { resolve: { conditions, externalConditions: ['source'] } },
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
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
