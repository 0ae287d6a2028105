// Layout boundaries checked on resolved paths, so `../../profile/api/x`,
// `../profile/x` and `./../profile` are the same import. CONVENTIONS.md rule 1
// and docs/architecture.md ("Boundaries") say why each one exists. The
// contract is left out on purpose: it describes the wire, and one area's answer
// may embed another's shapes (the login answers with the student's groups).
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Which part of the layout a file belongs to: a zone, and the area inside it when the zone has areas. */
function zoneOf(file) {
  const rel = relative(file);
  const area = (prefix, zone) => {
    if (!rel.startsWith(prefix)) return null;
    const rest = rel.slice(prefix.length);
    const slash = rest.indexOf('/');
    return slash < 0 ? { zone: `${zone}-root` } : { zone, area: rest.slice(0, slash) };
  };
  return (
    area('apps/web/src/features/', 'web-feature') ??
    (/^apps\/web\/src\/app\//.test(rel) ? { zone: 'web-app' } : null) ??
    (/^apps\/web\/src\/(lib|components)\//.test(rel) ? { zone: 'web-shared' } : null) ??
    area('apps/api/src/routes/', 'api-area') ??
    (/^apps\/api\/src\/(lib|plugins|db)\//.test(rel) ? { zone: 'api-shared' } : null) ??
    (/^apps\/api\/src\/seed\//.test(rel) ? { zone: 'api-seed' } : null) ??
    (/^apps\/api\/src\/test\//.test(rel) ? { zone: 'api-test' } : null) ?? { zone: 'other' }
  );
}

const relative = (file) => path.relative(ROOT, file).split(path.sep).join('/');
// Demo data: seed/, an area's `<area>.seed.ts` and its `seed-*.ts` helpers.
const isSeed = (file) => /^apps\/api\/src\/seed\//.test(relative(file)) || /(\.seed|\/seed-[^/]*)(\.[jt]s)?$/.test(relative(file));
// Test code: *.test.ts, test/ and the harness's `<area>.fixtures.ts` and `<area>.harness.ts`.
const isTest = (file) => /^apps\/api\/src\/test\//.test(relative(file)) || /\.(test|fixtures|harness)\.[jt]s$/.test(file);
// An area's front door (decision 036): what other areas, seed/ and test/ may import of it.
const isFrontDoor = (file) => /^apps\/api\/src\/routes\/[^/]+\/public(\.[jt]s)?$/.test(relative(file));
// An area's tables: another area's tables name them only in foreign keys.
const isSchema = (file) => /\.schema(\.[jt]s)?$/.test(file);
const SEED_REFUSAL =
  'Only seed and test code import demo data statically: the service loads seed/ with import() when DEMO_DATA is on. Move what production needs to the area or lib/.';

const FRONT_DOOR_REFUSAL =
  "An API area reads another area only through its front door, routes/<area>/public.ts (decision 036): ask the owner to expose what you need there.";

/** Why an import from `from` to `to` (files `fromFile`, `toFile`) is refused, or null when it is allowed. */
function refusal(from, to, fromFile, toFile) {
  const otherArea = to.zone === 'api-area' && to.area !== from.area;
  // Demo data and tests build and inspect whole schools: they may also name another area's tables and seeds.
  const demoOrTest = isSeed(fromFile) || isTest(fromFile);
  const doorOrSeed = isFrontDoor(toFile) || (demoOrTest && (isSchema(toFile) || isSeed(toFile))) || (isTest(fromFile) && isTest(toFile));
  switch (from.zone) {
    case 'web-feature':
      if (to.zone === 'web-feature' && to.area !== from.area) return 'Web features do not import each other: move what both need to lib/ or components/, or compose them in a route module.';
      if (to.zone === 'web-app') return 'A web feature does not import app/: the route modules compose features.';
      return null;
    case 'web-shared':
      if (to.zone === 'web-feature' || to.zone === 'web-app') return 'lib/ and components/ are shared code: they never import a feature or app/.';
      return null;
    case 'api-area':
      // Foreign keys name another area's table; everything else goes through the owner's front door.
      if (otherArea && !doorOrSeed && !(isSchema(fromFile) && isSchema(toFile))) return FRONT_DOOR_REFUSAL;
      return null;
    case 'api-seed':
    case 'api-test':
      // seed/ and test/ reach an area through its front door, its tables, its seed or its fixtures, never its service code.
      if (to.zone === 'api-area' && !doorOrSeed) return FRONT_DOOR_REFUSAL;
      return null;
    case 'api-shared':
      if (to.zone === 'api-area') return 'lib/, plugins/ and db/ never import an area of routes/.';
      return null;
    default:
      return null;
  }
}

const rule = {
  meta: { type: 'problem', schema: [], messages: { refused: '{{why}}' } },
  create(context) {
    const file = context.filename;
    const from = zoneOf(file);
    const mayImportSeed = isSeed(file) || isTest(file);
    const check = (node, source, dynamic = false) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      // A static import of demo data puts it in the service's start (start-imports.test.ts checks the whole graph).
      const why = (!dynamic && !mayImportSeed && isSeed(target) ? SEED_REFUSAL : null) ?? refusal(from, zoneOf(target), file, target);
      if (why) context.report({ node, messageId: 'refused', data: { why } });
    };
    const fromSource = (node) => check(node, node.source?.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : undefined, true),
    };
  },
};

export default { rules: { boundaries: rule } };
