import { sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { schools } from '../db/schema/schools.js';
import { clientPasswordDigest, hashPassword } from '../lib/password.js';
import { loadReferenceData } from '../routes/fiscal/public.js';
import { loadAreaSeeds, seedOrder } from './areas.js';
import { DEMO_PASSWORD } from './demo-accounts.js';
import { seedSchool, type SeedOptions, type SeedSummary } from './school.js';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, demoUserId } from './demo-accounts.js';
export type { SeedOptions, SeedSummary } from './school.js';

/** Loads the demo data into an empty database; returns null when data already exists. */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<SeedSummary | null> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(schools);
  if ((existing?.n ?? 0) > 0) return null;
  await loadReferenceData(db);
  const seeds = seedOrder(await loadAreaSeeds());
  const passwordHash = await hashPassword(clientPasswordDigest(DEMO_PASSWORD));
  return db.transaction(async (tx) => {
    const summary: SeedSummary = { users: 0, groups: 0, enrolments: 0 };
    await tx.insert(schools).values([
      { id: 1, clave: 'escuela1' },
      { id: 2, clave: 'escuela2' },
    ]);
    // Generated users take ids after the fixed demo ones (1001-1008, 2001-2008).
    await tx.execute(sql`select setval(pg_get_serial_sequence('users', 'id'), 10000)`);
    for (const escuela of [1, 2] as const) {
      const school = await seedSchool(tx as unknown as Db, escuela, passwordHash, summary, options);
      // Each area adds its own demo data (routes/<area>/<area>.seed.ts), in name order but after what it reads.
      for (const seed of seeds) await seed.seed(tx as unknown as Db, school);
    }
    return summary;
  });
}
