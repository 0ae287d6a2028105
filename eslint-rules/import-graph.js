// The import graph of a source folder, read with the TypeScript compiler API,
// and the circles in it. Every kind of import is an edge: static, type-only,
// re-exports, dynamic import() and Vite's import.meta.glob (each file its
// patterns match; the web's screen lists find the areas' folders so), because a circle of any of them ties the
// modules into one unit that cannot be read, tested or split apart (see
// docs/architecture.md, "No import circles"). A test here rather than an
// ESLint rule: the whole graph is built once (about a second), where a lint
// rule would rebuild it for every file it checks.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx)$/;

/** Every .ts and .tsx file under `dir`, declaration files left out. */
function sourceFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

const GLOB = 'glob:';

/** Whether a node is Vite's `import.meta.glob(...)`. */
const isGlobCall = (node) =>
  ts.isCallExpression(node) &&
  ts.isPropertyAccessExpression(node.expression) &&
  node.expression.name.text === 'glob' &&
  ts.isMetaProperty(node.expression.expression) &&
  node.expression.expression.keywordToken === ts.SyntaxKind.ImportKeyword;

/**
 * The module specifiers one source file imports, of every kind; an
 * import.meta.glob pattern as `glob:<pattern>` (negative patterns left out).
 */
export function importsOf(fileName, text) {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const found = [];
  const literal = (node) => (node && ts.isStringLiteralLike(node) ? found.push(node.text) : undefined);
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) literal(node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) literal(node.moduleReference.expression);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) literal(node.arguments[0]);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) literal(node.argument.literal);
    else if (isGlobCall(node)) {
      const [patterns] = node.arguments;
      const texts = patterns && ts.isArrayLiteralExpression(patterns) ? patterns.elements : [patterns];
      for (const text of texts) if (text && ts.isStringLiteralLike(text) && !text.text.startsWith('!')) found.push(GLOB + text.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The compiler options of a tsconfig.json, for resolving imports as the type-check does. */
export function compilerOptionsOf(tsconfigPath) {
  const config = ts.readConfigFile(tsconfigPath, ts.sys.readFile);
  if (config.error) throw new Error(ts.flattenDiagnosticMessageText(config.error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config.config, ts.sys, path.dirname(tsconfigPath)).options;
}

/**
 * The graph of the source files under `dir`: each file and the files under
 * `dir` it imports, resolved with `options` (packages and files elsewhere are
 * left out: the layout rules already make those edges point one way).
 */
export function importGraph(dir, options) {
  const cache = ts.createModuleResolutionCache(dir, (name) => name, options);
  // The packages are ES modules: NodeNext resolves their imports as ESM.
  const mode = options.moduleResolution === ts.ModuleResolutionKind.NodeNext ? ts.ModuleKind.ESNext : undefined;
  const inside = (file) => file.startsWith(dir + path.sep) && !file.includes(`${path.sep}node_modules${path.sep}`);
  const graph = new Map();
  const files = sourceFiles(dir);
  // A relative glob's files: `*` stands for any name inside one folder level.
  const globbed = (file, pattern) => {
    const absolute = path.resolve(path.dirname(file), pattern).split(path.sep).join('/');
    const matcher = new RegExp(`^${absolute.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
    return files.filter((candidate) => matcher.test(candidate.split(path.sep).join('/')));
  };
  for (const file of files) {
    const targets = new Set();
    for (const specifier of importsOf(file, fs.readFileSync(file, 'utf8'))) {
      if (specifier.startsWith(GLOB)) {
        for (const target of globbed(file, specifier.slice(GLOB.length))) targets.add(target);
        continue;
      }
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys, cache, undefined, mode).resolvedModule;
      const target = resolved && path.resolve(resolved.resolvedFileName);
      if (target && inside(target) && !resolved.isExternalLibraryImport) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** A shortest path from `from` back to `to` inside `group`, as a list of files. */
function pathWithin(graph, group, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of graph.get(file) ?? []) {
      if (next === to) {
        const steps = [file];
        for (let at = previous.get(file); at !== null; at = previous.get(at)) steps.unshift(at);
        return steps;
      }
      if (group.has(next) && !previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return [from];
}

/**
 * The circles of a graph: one per strongly connected group of files (Tarjan),
 * each with its files (`group`) and a shortest circle through the first of
 * them (`circle`, closed on that file).
 */
export function cycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let counter = 0;
  const connect = (file) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), index.get(next)));
    }
    if (low.get(file) !== index.get(file)) return;
    const group = new Set();
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.add(member);
    } while (member !== file);
    if (group.size > 1 || graph.get(file)?.has(file)) groups.push(group);
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) connect(file);
  return groups.map((group) => {
    const files = [...group].sort();
    return { group: files, circle: [...pathWithin(graph, group, files[0], files[0]), files[0]] };
  });
}
