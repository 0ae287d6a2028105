// Adds up the JSON reports of vitest and Playwright into one closing line.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
const harness = [];
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  if ('harness' in report) harness.push(report);
  else if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  } else if (report.stats) {
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  }
}
// The call harness's figures per database (docs/harness.md).
for (const database of [...new Set(harness.map((h) => h.database))].sort()) {
  const matrix = harness.find((h) => h.database === database && h.harness === 'matrix');
  const fuzz = harness.find((h) => h.database === database && h.harness === 'fuzz');
  console.log(
    `\nharness (${database}): ${fuzz?.calls ?? matrix?.calls ?? 0} calls, ${matrix?.cells ?? 0} role × id requests, ${fuzz?.cases ?? 0} generated bad-input cases (seed ${fuzz?.seed ?? '-'}), ${fuzz?.fivexx ?? 0} answers 5xx`,
  );
}
// Each part's time (scripts/test-all.sh).
const timesFile = path.join(dir, 'times.txt');
if (fs.existsSync(timesFile)) {
  const parts = fs.readFileSync(timesFile, 'utf8').trim().split('\n').map((line) => line.split('\t'));
  const total = parts.reduce((sum, [, seconds]) => sum + Number(seconds), 0);
  console.log(`\ntime: ${parts.map(([name, seconds]) => `${name} ${seconds} s`).join(', ')}; total ${Math.floor(total / 60)} min ${total % 60} s`);
}
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
