import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RESULTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../.tmp/results');

/** Which database this run is on: the figures are kept per database. */
export const databaseName = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/**
 * Writes the harness's figures beside the test reports; the summary of
 * `npm test` prints them (scripts/summarize-results.mjs).
 */
export function recordHarness(part: 'matrix' | 'fuzz', figures: Record<string, number>): void {
  fs.mkdirSync(RESULTS, { recursive: true });
  const file = path.join(RESULTS, `harness-${part}-${databaseName.toLowerCase()}.json`);
  fs.writeFileSync(file, JSON.stringify({ harness: part, database: databaseName, ...figures }, null, 2));
}
