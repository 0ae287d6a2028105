import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app at /lms/ with a fallback to index.html for the
 * client-side routes. Hashed assets are cached for a year; index.html never.
 * Browsers that accept brotli or gzip get the copies the build compressed.
 */
export async function registerWeb(app: FastifyInstance, webDist: string) {
  const index = path.join(webDist, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn({ webDist }, 'web build not found; only the API is served');
    return;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/lms/',
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text file (apps/web/scripts/compress.mjs).
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const sendIndex = (_: unknown, reply: import('fastify').FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  app.get('/', (_, reply) => reply.redirect('/lms/'));
  app.get('/lms', (_, reply) => reply.redirect('/lms/'));
  app.get('/lms/', sendIndex);
  app.get('/lms/*', (request, reply) => {
    // A missing asset is a 404, not the app shell.
    if (/\.[a-z0-9]{2,5}$/i.test(request.url.split('?')[0] ?? '')) {
      return reply.code(404).send({ message: 'Archivo no encontrado.' });
    }
    return sendIndex(request, reply);
  });
}
