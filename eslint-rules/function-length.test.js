// The function length limit, on the real config: a long function is refused
// wherever it is, a test's describe/it/test callbacks are not.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });
const body = (n) => Array.from({ length: n }, (_, i) => `  console.log(${i});`).join('\n');

async function lengthErrors(filePath, source) {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath });
  return result.messages.filter((m) => m.ruleId === 'length/max-lines-per-function');
}

describe('function length', () => {
  it('refuses a function of 61 lines and passes one of 60', async () => {
    expect(await lengthErrors('apps/api/src/lib/x.ts', `export function f() {\n${body(58)}\n}`)).toHaveLength(0);
    expect(await lengthErrors('apps/api/src/lib/x.ts', `export function f() {\n${body(59)}\n}`)).toHaveLength(1);
    expect(await lengthErrors('apps/web/src/lib/x.tsx', `export const F = () => {\n${body(60)}\n};`)).toHaveLength(1);
  });

  it("passes long describe/it/test callbacks but not a test file's helpers", async () => {
    const tests = `import { describe, it } from 'vitest';\ndescribe('a', () => {\n${body(70)}\n  it('b', async () => {\n${body(70)}\n  });\n});`;
    expect(await lengthErrors('apps/api/src/lib/x.test.ts', tests)).toHaveLength(0);
    const journey = `import { test } from './fixtures';\ntest.describe('a', () => {\n  test('b', async () => {\n${body(70)}\n  });\n});`;
    expect(await lengthErrors('apps/web/e2e/x.spec.ts', journey)).toHaveLength(0);
    expect(await lengthErrors('apps/api/src/lib/x.test.ts', `function helper() {\n${body(70)}\n}\ndescribe('a', () => helper());`)).toHaveLength(1);
  });
});
