import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The platform's tables and each area's own (routes/<area>/<area>.schema.ts), found by folder (decision 036).
  schema: ['./src/db/schema/*.ts', './src/routes/*/*.schema.ts'],
  out: './drizzle',
});
