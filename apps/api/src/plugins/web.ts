import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routeByPath } from '@lms/contract';

/** What apps/web/scripts/route-preloads.mjs writes: per screen, the files its first visit adds to index.html's. */
type RoutePreloads = Record<string, { js: string[]; css: string[] }>;
/** What apps/web/scripts/first-paint.mjs writes: per screen, the HTML painted before the app's JavaScript. */
type FirstPaint = Record<string, string>;

function readJson<T>(file: string): T | null {
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : null;
}

interface ScreenShell {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/**
 * index.html with the screen's own module and style sheets linked in its head
 * (decision 007, "The first paint"): the browser fetches them beside the entry
 * instead of once the entry has run and asked for the screen, and the screens
 * rendered at build time in its `#root`. Compressed once,
 * when the service starts.
 */
function screenShells(webDist: string, index: string): Map<string, ScreenShell> {
  const shells = new Map<string, ScreenShell>();
  const preloads = readJson<RoutePreloads>(path.join(webDist, 'route-preloads.json'));
  if (!preloads) return shells;
  const firstPaint = readJson<FirstPaint>(path.join(webDist, 'first-paint.json')) ?? {};
  for (const [name, { js, css }] of Object.entries(preloads)) {
    const painted = firstPaint[name];
    const links = [
      // Before the body is drawn: it hides the painted screen on a phone that will show another one.
      ...(painted === undefined ? [] : ['<script src="/lms/first-paint.js"></script>']),
      ...css.map((href) => `<link rel="stylesheet" crossorigin href="/lms/${href}">`),
      ...js.map((href) => `<link rel="modulepreload" crossorigin href="/lms/${href}">`),
    ].join('');
    let html = index.replace('</head>', `${links}</head>`);
    if (painted !== undefined) {
      // The screen drawn at build time, painted with the HTML; the app's first render replaces it.
      html = html.replace('<div id="root"></div>', `<div id="root">${painted}</div>`);
      // Its paint needs the style sheets, not the code: the code's requests yield the slow network to them.
      html = html.replaceAll('<script type="module" ', '<script type="module" fetchpriority="low" ');
      html = html.replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
    }
    shells.set(name, { html, br: zlib.brotliCompressSync(html), gzip: zlib.gzipSync(html, { level: 9 }) });
  }
  return shells;
}

/** The encoding to send, negotiated as @fastify/static does for files: brotli, then gzip, then none. */
function encodingFor(request: FastifyRequest): 'br' | 'gzip' | null {
  const header = request.headers['accept-encoding'];
  return header ? negotiate(header.toLowerCase(), ['br', 'gzip']) : null;
}

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
  const shells = screenShells(webDist, fs.readFileSync(index, 'utf8'));
  const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-cache');
    const route = routeByPath(request.url.split('?')[0]!.slice('/lms'.length) || '/');
    const shell = route && shells.get(route.name);
    if (!shell) return reply.sendFile('index.html');
    reply.header('Content-Type', 'text/html; charset=utf-8').header('Vary', 'Accept-Encoding');
    const encoding = encodingFor(request);
    if (encoding === null) return reply.send(shell.html);
    return reply.header('Content-Encoding', encoding).send(encoding === 'br' ? shell.br : shell.gzip);
  };
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
