import { eq } from 'drizzle-orm';
import { exciCall, toeflCall } from '@lms/contract';
import { examResults } from './certificates.schema.js';
import { assertSelf } from '../../lib/ownership.js';
import { defineArea, type AreaDeps } from '../types.js';
import { registerStudyCertificateRoutes } from './study.js';

function registerCertificatesRoutes({ calls, db, config }: AreaDeps) {
  const resultOf = async (userId: number) => {
    const [row] = await db.select().from(examResults).where(eq(examResults.user_id, userId)).limit(1);
    return row;
  };

  calls.register(exciCall, async ({ params, session }) => {
    assertSelf(session, params.id);
    const route = (await resultOf(params.id))?.ruta_exci ?? null;
    // Only pages of configured origins are framed; anything else is not shown at all.
    const allowed = route !== null && config.exciAllowedOrigins.some((origin) => safeOrigin(route) === origin);
    return { RUTA_EXCI: allowed ? route : null };
  });

  calls.register(toeflCall, async ({ params, session }) => {
    assertSelf(session, params.id);
    const paso = (await resultOf(params.id))?.toefl_paso;
    const step: 1 | 2 | null = paso === 1 ? 1 : paso === 2 ? 2 : null;
    return { paso: step };
  });
}

function safeOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

export const area = defineArea({
  name: 'certificates',
  register(deps) {
    registerCertificatesRoutes(deps);
    registerStudyCertificateRoutes(deps);
  },
});
