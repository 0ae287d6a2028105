// The layout rule, on the real config: each import a reviewer would refuse is
// refused, whatever way its path is written, and the allowed ones pass.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function layoutErrors(filePath, source) {
  const [result] = await eslint.lintText(`${source}\nexport {};\n`, { filePath });
  return result.messages.filter((m) => m.ruleId === 'layout/boundaries').map((m) => m.message);
}

describe('layout boundaries', () => {
  it.each([
    ['apps/web/src/features/groups/components/x.tsx', "import a from '../../profile/api/profile-api';"],
    ['apps/web/src/features/groups/components/x.tsx', "import a from './../../../features/profile/x';"],
    ['apps/web/src/features/groups/x.ts', "export { a } from '../fiscal/api';"],
    ['apps/web/src/features/groups/x.ts', "const m = import('../../app/router');"],
    ['apps/web/src/lib/api/x.ts', "import a from '../../features/access/session';"],
    ['apps/web/src/components/ui/x.tsx', "import a from '../../app/navigation';"],
    ['apps/api/src/routes/grades/index.ts', "import a from '../lessons/lessons.repository.js';"],
    ['apps/api/src/routes/access/x.ts', "import a from '../../routes/profile/profile.repository.js';"],
    ['apps/api/src/lib/x.ts', "import a from '../routes/groups/index.js';"],
    ['apps/api/src/plugins/x.ts', "import a from '../routes/access/throttle.js';"],
    ['apps/api/src/server.ts', "import { seedIfEmpty } from './seed/index.js';"],
    ['apps/api/src/routes/rules/index.ts', "import { areaSeed } from './rules.seed.js';"],
    ['apps/api/src/routes/rules/rules.repository.ts', "export { RULES } from '../../seed/catalog.js';"],
    ['apps/api/src/lib/x.ts', "import type { SeedSchool } from '../seed/school.js';"],
    // Another area's tables are read through its front door (decision 036), from an area, seed/ or test/.
    ['apps/api/src/routes/comments/comments.repository.ts', "import { results } from '../grades/grades.schema.js';"],
    ['apps/api/src/routes/comments/comments.repository.ts', "import { studentGroups } from '../groups/group-access.js';"],
    ['apps/api/src/seed/school.ts', "import { studentGroups } from '../routes/groups/group-access.js';"],
    ['apps/api/src/test/x.ts', "import { results } from '../routes/grades/grades.repository.js';"],
    ['apps/api/src/routes/grades/grades.repository.ts', "import { incidents } from '../incidents/incidents.schema.js';"],
  ])('refuses %s: %s', async (file, source) => {
    expect(await layoutErrors(file, source)).toHaveLength(1);
  });

  it.each([
    ['apps/web/src/features/groups/components/x.tsx', "import a from '../api/groups-api';"],
    ['apps/web/src/features/groups/components/x.tsx', "import a from '../../../lib/api/client';"],
    ['apps/web/src/app/routes/x.tsx', "import a from '../../features/groups/x';"],
    ['apps/api/src/routes/grades/index.ts', "import a from '../../lib/paginate.js';"],
    ['apps/api/src/routes/comments/comments.repository.ts', "import { results } from '../grades/public.js';"],
    ['apps/api/src/routes/grades/grades.schema.ts', "import { groups } from '../groups/groups.schema.js';"],
    ['apps/api/src/seed/school.ts', "import { groups } from '../routes/groups/groups.schema.js';"],
    ['apps/api/src/routes/comments/comments.test.ts', "import { results } from '../grades/grades.schema.js';"],
    ['apps/api/src/routes/grades/grades.seed.ts', "import { incidents } from '../incidents/incidents.schema.js';"],
    ['apps/api/src/test/x.ts', "import { demoCommentId } from '../routes/comments/comments.seed.js';"],
    ['apps/api/src/routes/lessons/lesson-files.test.ts', "import { groupFixtures } from '../groups/groups.fixtures.js';"],
    ['apps/api/src/routes/grades/index.ts', "import a from './grades.repository.js';"],
    ['apps/api/src/app.ts', "import a from './routes/grades/index.js';"],
    ['apps/api/src/server.ts', "const seed = await import('./seed/index.js');"],
    ['apps/api/src/routes/rules/rules.seed.ts', "import { RULES } from '../../seed/catalog.js';"],
    ['apps/api/src/routes/comments/seed-classes.ts', "import { bulkInsert } from '../../seed/bulk.js';"],
    ['apps/api/src/routes/rules/rules.fixtures.ts', "import { RULES } from '../../seed/catalog.js';"],
    ['apps/api/src/routes/comments/comments.test.ts', "import { demoCommentId } from './comments.seed.js';"],
    ['apps/api/src/test/test-app.ts', "import { seedIfEmpty } from '../seed/index.js';"],
    ['packages/contract/src/grades/x.ts', "import a from '../lessons/schemas.js';"],
  ])('allows %s: %s', async (file, source) => {
    expect(await layoutErrors(file, source)).toEqual([]);
  });
});
