import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Config } from '../config.js';

/** Security headers with a CSP the web app passes (no inline scripts; MUI's emotion needs inline styles). */
function helmetOptions(config: Config) {
  // A school that keeps its lesson files on its own host (decision 024): pictures, clips, videos and e-books come from there.
  const resources = [...new Set(Object.values(config.resourcesUrl).flatMap((url) => (url ? [new URL(url).origin] : [])))];
  return {
    contentSecurityPolicy: {
      useDefaults: false as const,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...resources],
        fontSrc: ["'self'", 'data:'],
        // The e-book viewer fetches the PDF.
        connectSrc: ["'self'", ...resources],
        // EXCI result pages are framed (spec 1 §2); only configured origins.
        frameSrc: ["'self'", ...config.exciAllowedOrigins],
        mediaSrc: ["'self'", 'blob:', ...resources],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.session.secureCookie ? undefined : (false as const),
  } satisfies HelmetOptions;
}

/**
 * The security headers, computed once by helmet: with no nonce they are the
 * same for every answer, so no request rebuilds them.
 */
export function securityHeaders(config: Config): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const collector = {
    setHeader: (name: string, value: string | number | readonly string[]) => void headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  };
  helmet(helmetOptions(config))({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined);
  return [...headers];
}

/** A call of a school's API root: its answers depend on who asks. */
const SCHOOL_CALL = /^\/api\/\d+\//;
const PRIVATE_ANSWER = 'private, no-store';

/** The same headers for answers Fastify writes before any hook runs (a URL that cannot be decoded). */
export function securityHeaderWriter(config: Config): (req: IncomingMessage, res: ServerResponse) => void {
  const headers = securityHeaders(config);
  return (req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    if (SCHOOL_CALL.test(req.url ?? '')) res.setHeader('cache-control', PRIVATE_ANSWER);
  };
}

/**
 * Every answer carries the headers: set first, so answers from later hooks
 * (a shed call, a 401) have them too. A call's answer depends on the session
 * (personal data, grades, codes), so neither a shared cache nor a shared
 * phone's browser may keep it: `private, no-store`, errors included. A file
 * download that may be kept (a lesson's PDF) says so itself (plugins/calls.ts).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config) {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    if (SCHOOL_CALL.test(request.url)) reply.raw.setHeader('cache-control', PRIVATE_ANSWER);
    done();
  });
}

/** A per-address request ceiling against floods (login has its own, stricter, per-account throttle). */
export async function registerRateLimit(app: FastifyInstance, config: Config) {
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    // Only API calls count: the app's static files and health checks do not.
    // A whole school may sit behind one NAT address, hence a generous default.
    allowList: (request) => !request.url.startsWith('/api/'),
  });
}
