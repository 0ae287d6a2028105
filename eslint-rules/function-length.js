// ESLint's max-lines-per-function, except for the callbacks of a test file's
// `describe`, `it` and `test` (and `test.describe`, `test.step`, `it.each`...).
// A describe callback is a list of cases, not a function with steps, and a test
// reads as one story a user goes through: cut into helpers, the steps it checks
// disappear from view. Helper functions in test files keep the limit.
import { builtinRules } from 'eslint/use-at-your-own-risk';

const core = builtinRules.get('max-lines-per-function');
const TEST_CALLS = new Set(['describe', 'it', 'test']);

/** The identifier a call starts from: `test` for `test.describe.serial(...)`, `it` for `it.each(rows)(...)`. */
function rootName(callee) {
  let node = callee;
  while (node.type === 'MemberExpression' || node.type === 'CallExpression') {
    node = node.type === 'MemberExpression' ? node.object : node.callee;
  }
  return node.type === 'Identifier' ? node.name : null;
}

export function isTestCallback(node) {
  const parent = node.parent;
  return parent?.type === 'CallExpression' && parent.arguments.includes(node) && TEST_CALLS.has(rootName(parent.callee));
}

export default {
  rules: {
    'max-lines-per-function': {
      meta: { ...core.meta, docs: { description: 'max-lines-per-function, except test files\' describe/it/test callbacks' } },
      create(context) {
        const report = (descriptor) => {
          if (!isTestCallback(descriptor.node)) context.report(descriptor);
        };
        return core.create(Object.create(context, { report: { value: report } }));
      },
    },
  },
};
