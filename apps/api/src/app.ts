import path from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.js';
import type { Database } from './db/index.js';
import { brandLogo } from './lib/brand-cache.js';
import { systemClock, type Clock } from './lib/clock.js';
import { CALL_ROUTE, callRegistry } from './plugins/calls.js';
import { registerDocs } from './plugins/docs.js';
import { frameworkErrorHandler, registerErrorHandling } from './plugins/errors.js';
import { openFileStore, type FileStore } from './plugins/files.js';
import { createMailer, type Mailer } from './plugins/mail.js';
import { registerLoadShedding } from './plugins/load-shedding.js';
import { registerBodyDeadline, serverTimeouts } from './plugins/body-deadlines.js';
import { uploadReceiver } from './plugins/uploads.js';
import { registerRateLimit, registerSecurityHeaders, securityHeaderWriter } from './plugins/security.js';
import { SessionStore } from './plugins/session.js';
import { scheduleUploadCleanup } from './plugins/upload-cleanup.js';
import { registerWeb } from './plugins/web.js';
import { loadAreas } from './routes/areas.js';

// Zod's own messages (wrong types, lengths) in Spanish.
z.config(z.locales.es());


export interface AppOptions {
  config: Config;
  database: Database;
  clock?: Clock;
  mailer?: Mailer;
  /** The file store (openFileStore by default); the app closes it on close. */
  files?: FileStore;
  /** A pino logger; none in tests. */
  logger?: FastifyBaseLogger;
}

/** Secrets never reach the log. */
export const LOG_REDACT = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.token'];

export async function buildApp({ config, database, clock = systemClock, mailer = createMailer(config), files: givenFiles, logger }: AppOptions): Promise<FastifyInstance> {
  const files = givenFiles ?? (await openFileStore(config));
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    bodyLimit: 100 * 1024,
    ...serverTimeouts(config.bodies),
    trustProxy: config.trustProxy,
    // Long random ids in logs tie a request's lines together.
    genReqId: () => crypto.randomUUID(),
    frameworkErrors: frameworkErrorHandler(securityHeaderWriter(config)),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('callSession', null);

  // Every route under /api/N/ must come from a contract call (plugins/calls.ts).
  app.addHook('onRoute', (route) => {
    if (/^\/api\/\d+\//.test(route.url) && !(route.config as Record<symbol, unknown> | undefined)?.[CALL_ROUTE]) {
      throw new Error(`Route ${route.method} ${route.url} is not a declared call`);
    }
  });

  registerErrorHandling(app);
  registerSecurityHeaders(app, config);
  // Then shed: an overloaded service answers at once instead of queueing; a body that dawdles holds no place and is cut.
  const slots = registerLoadShedding(app, config.shedding);
  registerBodyDeadline(app, config.bodies);
  const uploads = await uploadReceiver(path.join(config.dataDir, 'spool'), config.bodies, slots);
  await registerRateLimit(app, config);
  await app.register(cookie);
  // Per-call limits are applied when the file is read (plugins/calls.ts).
  await app.register(multipart, { limits: { files: 1, fields: 10, fileSize: 10 * 1024 * 1024 } });
  await registerDocs(app);

  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/ready', { schema: { hide: true } }, async (_, reply) => {
    try {
      await database.ping();
      return { status: 'ready', database: database.kind };
    } catch {
      return reply.code(503).send({ status: 'not ready', message: 'La base de datos no responde.' });
    }
  });

  app.addHook('onClose', async () => files.close?.());
  // Every folder of routes/ is an area (routes/areas.ts), registered at each served school root.
  const areas = await loadAreas();
  scheduleUploadCleanup(app, { db: database.db, files, clock, areas: areas.flatMap((a) => a.claimedUploads ?? []) });

  const sessions = new SessionStore(database.db, config, clock);
  for (const escuela of config.servedSchools) {
    brandLogo(config, escuela); // a wrong SCHOOL_N_LOGO stops the start here
    const calls = callRegistry(app, escuela, sessions, config.restrictedEditorIds, uploads);
    for (const area of areas) area.register({ calls, db: database.db, config, clock, sessions, mailer, files, escuela });
  }

  await registerWeb(app, config.webDist);
  return app;
}
