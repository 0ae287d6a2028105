import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { settled } from './fixtures';

const require = createRequire(import.meta.url);
const AXE_SOURCE = path.join(path.dirname(require.resolve('axe-core')), 'axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/**
 * Runs axe-core in the page, once its transitions have ended, and fails on
 * serious or critical violations.
 * The app's CSP (script-src 'self') blocks addScriptTag's inline script, so
 * the source is evaluated through the DevTools protocol, which CSP does not govern.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  // A dialog still fading in has half-transparent text, whose contrast axe would judge: colours are read once transitions end.
  await settled(page);
  await page.evaluate(readFileSync(AXE_SOURCE, 'utf8'));
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target) }));
  });
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}
